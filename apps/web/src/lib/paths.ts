// Every path of the portal in one typed registry (spec §2). Screens link with these, never with
// string literals.
export const paths = {
  home: '/',
  main: '/main',
  wallet: '/wallet',
  /** Fund details (spec walletDetail); `?currency=USD` preselects a currency. */
  walletDetail: '/wallet/detail',
  /** Wallet transfer (spec "wallet transfer"); `?currency=USD` preselects the wallet. */
  walletTransfer: '/wallet/transfer',
  collection: '/collection',
  /** My accounts (spec "my accounts"): the merchant's collection accounts. */
  act: '/act',
  /** Apply for a collection account; `?id=` corrects a refused application and resubmits it. */
  actApply: '/act/add',
  /** One collection account (`?id=`): state, story, bank details per currency. */
  actDetail: '/act/detail',
  /** Collection details (spec "collection", "receipt download"): money received. */
  collect: '/collect',
  /** One collection (`?id=`): progress, timeline, materials ("materials update"). */
  collectDetail: '/collect/detail',
  /** Submit a trade contract for review; `contractEdit?id=` corrects one (a refused one is resent). */
  contractAdd: '/contract/add',
  contractEdit: '/contract/edit',
  /** One trade contract (`?id=`): fields, files, story, its orders and their import. */
  contractDetail: '/contract/detail',
  /** Associate trade orders with a collection (`?collectionId=`), to cover it. */
  contractAssociate: '/contract/associate',
  /** Contract management (spec "trade orders"): contracts, and all orders at `?tab=orders`. */
  contract: '/contract',
  /** Shop management (spec "store management"): the merchant's shops. */
  shop: '/shop',
  /** Add a shop; the same form edits one at `shopEdit?id=` (a refused one is resubmitted). */
  shopAdd: '/shop/add',
  shopEdit: '/shop/edit',
  /** One shop (`?id=`): fields, review, authorization, association, story and actions. */
  shopDetail: '/shop/detail',
  /**
   * A shop's authorization hand-off and payout set-up (spec routes open without login): the
   * sandbox platform's sign-in (`authLogin?state=`) and consent (`authHandle?state=`), the way
   * back from the platform (`authCallback?state=&code=` or `&error=`), its outcome (`authResult`),
   * then the payouts: choosing the account (`authActiva?shopId=`, signed in) and their result
   * (`authPay?shopId=`, signed in).
   */
  shopAuth: {
    login: '/authLogin',
    handle: '/authHandle',
    callback: '/authCallback',
    result: '/authResult',
    activa: '/authActiva',
    pay: '/authPay',
  },
  /**
   * Public help (spec orderExportHelp, amazonReport, shopyyHelp): downloading an order report
   * from a marketplace to import trade orders.
   */
  help: {
    orderExport: '/orderExportHelp',
    amazonReport: '/amazonReport',
    shopyy: '/shopyyHelp',
  },
  payment: '/payment',
  /**
   * Pay (spec pay): a withdrawal, transfer or fast transfer to an approved payee; `?payeeId=` and
   * `?type=` (1, 2 or 6) preselect them.
   */
  pay: '/pay',
  /** The merchant's approval rules of payments (maker-checker): the main user sets them. */
  payApprovals: '/pay/approvals',
  /**
   * Batch payment (spec "batch by form, batch by spreadsheet"), reached from /pay: up to 20 rows
   * typed in a form or up to 50 in a spreadsheet, checked, then confirmed as one batch.
   */
  payBatch: '/pay/batch',
  /** One batch (`?batchNo=`): its totals, each order's state, approval and its summary PDF. */
  payBatchDetail: '/pay/batch/detail',
  payee: '/payee',
  /** Add a payee (spec addPayee); the same form changes one at `payeeEdit?id=`. */
  payeeAdd: '/payee/add',
  payeeEdit: '/payee/edit',
  /** One payee (spec detailPayee, `?id=`): its details, review and story. */
  payeeDetail: '/payee/detail',
  /** Settlement quota (spec "Settlement quota"): the three kinds and the quota items. */
  limit: '/limit',
  /** One quota item (`?quotaNo=`): its fields, evidence and the payouts that drew on it. */
  limitDetail: '/limit/detail',
  /** Apply for a settlement quota (spec applyQuota); `?kind=` preselects the kind. */
  limitApply: '/limit/apply',
  payOrder: '/payOrder',
  /** One payment order (`?orderNo=`): amounts, payee, what it waits for, approvals and story. */
  payOrderDetail: '/payOrder/detail',
  /**
   * Start exchange (spec exchange, "rate inquiry"): the rate of a pair, its last 30 days, rate
   * alerts and the exchange itself; `?sell=USD&buy=EUR` preselects the pair.
   */
  exchange: '/exchange',
  /** Exchange records (spec exchangeOrder). */
  exchangeOrder: '/exchangeOrder',
  /** One exchange order (spec detailOrder, `?orderNo=`): its fields, state and story. */
  exchangeOrderDetail: '/exchangeOrder/detail',
  secure: '/secure',
  /** Account-centre sub-screens (spec "info" screens setPwd, password, forgotPwd, authInfo). */
  security: {
    setPwd: '/secure/setPwd',
    password: '/secure/password',
    forgotPwd: '/secure/forgotPwd',
    authInfo: '/secure/authInfo',
  },
  /** Upload a renewed identity document; `?documentId=` names it. */
  renewFile: '/renewFile/renewFile',
  /**
   * Message centre (spec notice "list" and "detail"): every logged-in user, reached from the bell
   * and the avatar menu (not a side-menu entry). List `?type=2` opens the announcements tab;
   * detail takes `?type=1&id=`.
   */
  notice: {
    root: '/notice',
    list: '/notice/notice',
    detail: '/notice/notice/detail',
  },
  /** Team members: main user only, reached from the avatar menu (not a side-menu entry). */
  team: '/team',
  user: {
    root: '/user',
    login: '/user/login',
    register: '/user/register',
    registerResult: '/user/registerResult',
    forgetPwd: '/user/forgetPwd',
    regTips: '/user/regTips',
    loginTo: '/user/loginTo',
    /** Development inbox: codes and captcha answers when no mail server is set up. */
    inbox: '/user/inbox',
  },
  protocol: {
    root: '/protocol',
    server: '/protocol/protocolServer',
    policy: '/protocol/protocolPolicy',
  },
  auth: {
    root: '/auth',
    realname: '/auth/realname',
    /** Spec names of the enterprise's and the person's certification: both lead to the hub. */
    auth: '/auth/auth',
    personAuth: '/auth/personAuth',
    downloadAll: '/auth/downloadAll',
  },
  /**
   * Real-name certification (KYC/KYB, spec §2 certification sub-forms) in the /auth layout: the
   * hub (status, choice of enterprise or individual, what is next), a screen per step of the forms
   * (company; people: the legal person, directors, shareholders and beneficial owners, the spec's
   * legal and shareholder; documents; individual), the check before confirming (checkInfo), the
   * network access agreement, the phone hand-off of the liveness check (lookQrCode), its result
   * (realAuth) and the materials a reviewer asks for again.
   */
  certification: {
    hub: '/auth/realname',
    company: '/auth/realname/company',
    people: '/auth/realname/people',
    documents: '/auth/realname/documents',
    individual: '/auth/realname/individual',
    checkInfo: '/auth/realname/checkInfo',
    agreement: '/auth/realname/agreement',
    lookQrCode: '/auth/realname/lookQrCode',
    realAuth: '/auth/realname/realAuth',
    materials: '/auth/realname/materials',
  },
  /**
   * The liveness check on the legal person's phone, open without login (spec: living, video,
   * livingRes): `?token=` from the portal's QR code; the result page takes `?result=&attemptsLeft=`.
   */
  liveness: {
    living: '/living',
    video: '/video',
    result: '/livingRes',
  },
  exception: {
    403: '/403',
    404: '/404',
    405: '/405',
    500: '/500',
  },
} as const;

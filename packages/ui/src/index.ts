// @tradebridge/ui: the pieces both web apps share.
export {
  ApiError,
  isApiError,
  type ApiErrorCode,
  type ApiErrorField,
} from './request/api-error.ts';
export {
  createApiClient,
  defaultApiHandlers,
  FINANCE_TOKEN_STORAGE_KEY,
  isH5Path,
  type ApiClient,
  type ApiClientOptions,
  type ApiHandlers,
  type DownloadedFile,
  type QueryValue,
  type RequestOptions,
} from './request/client.ts';
export {
  confirmLoginRepeat,
  FeedbackBridge,
  showErrorMessage,
  type LoginRepeatDialogOptions,
} from './request/feedback.tsx';

export {
  clearToken,
  configureSessionNames,
  getFinanceToken,
  getToken,
  setFinanceToken,
  setToken,
  TOKEN_COOKIE,
  type SetTokenOptions,
} from './session/token.ts';
export { captureTokenFromUrl } from './session/url-token.ts';
export { NO_LOGIN_FLAG_KEY, resetNoLoginFlag } from './session/no-login-flag.ts';
export {
  currentHashPath,
  LOGIN_PATH,
  loginHref,
  redirectToLogin,
} from './session/redirect-to-login.ts';

export {
  changeLanguage,
  currentLanguage,
  loadI18n,
  type CreateI18nOptions,
} from './i18n/create-i18n.ts';
export { createI18n } from './i18n/create-i18n-eager.ts';
export { messageForCode, validationReasonText } from './i18n/error-texts.ts';
export { lazyLocalesFromParts, type LazyLocales } from './i18n/lazy-locales.ts';
export {
  getStoredLanguage,
  hasStoredLanguage,
  isChinese,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  NATIVE_LANGUAGE_NAMES,
  SIDER_WIDTH,
  siderWidthFor,
  storeLanguage,
} from './i18n/languages.ts';
export { adoptsUserLanguage, followUserLanguage } from './i18n/user-language.ts';
export {
  emptyResources,
  mergeResources,
  resourcesFromGlob,
  type LocaleResources,
} from './i18n/resources.ts';
export { amountFormat, typedAmount } from './i18n/amount-format.ts';
export { AmountInput, type AmountInputProps } from './components/amount-input.tsx';
export { currencyName, regionName } from './i18n/display-names.ts';
export { localeParityProblems } from './i18n/locale-parity.ts';
export { UI_NAMESPACE, uiResources } from './i18n/ui-resources.ts';

export { AppProviders, type AppProvidersProps } from './components/app-providers.tsx';
export { RouteError } from './components/route-error.tsx';
export { LanguageSwitch, type LanguageSwitchProps } from './components/language-switch.tsx';
export { WIDE_TABLE } from './components/wide-table.ts';
export {
  recordsTestIds,
  RecordsTable,
  type RecordsPage,
  type RecordsQuery,
  type RecordsTableProps,
  type RecordsTestIds,
  type RecordsTexts,
} from './components/records-table.tsx';
export {
  CurrencyFilter,
  DateRangeFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
  type FilterBarItem,
} from './components/records-filters.tsx';
export {
  linkColumn,
  moneyColumn,
  SecondaryLine,
  stateColumn,
  textColumn,
  timeColumn,
} from './components/records-columns.tsx';
export { PageContainer, type PageContainerProps } from './components/page-container.tsx';
export {
  HEADER_HEIGHT,
  SignedInFrame,
  type HeaderItem,
  type SignedInFrameProps,
} from './components/signed-in-frame.tsx';
export {
  EXCEPTION_STATUSES,
  ExceptionPage,
  exceptionTitleKey,
  type ExceptionPageProps,
  type ExceptionStatus,
} from './components/exception-page.tsx';
export { ImagePreview, type ImagePreviewProps } from './components/image-preview.tsx';
export {
  INITIAL_TRANSFORM,
  MAX_SCALE,
  MIN_SCALE,
  ROTATE_STEP,
  rotateLeft,
  rotateRight,
  transformCss,
  ZOOM_STEP,
  zoomIn,
  zoomOut,
  type ImageTransform,
} from './components/image-transform.ts';

export { directDownload, type DirectDownloadOptions } from './download/direct-download.ts';
export {
  DirectDownloadOverlay,
  useDirectDownload,
  type DirectDownloadOverlayProps,
  type StartDirectDownload,
  type UseDirectDownload,
} from './download/direct-download-overlay.tsx';
export { fileNameFromDisposition } from './download/file-name.ts';
export { saveFile } from './download/save-file.ts';

export { useLanguage } from './hooks/use-language.ts';
export { NARROW_SCREEN, useMediaQuery, useNarrowScreen } from './hooks/use-media-query.ts';
export { DEFAULT_PRODUCT_TITLE, formatPageTitle, usePageTitle } from './hooks/use-page-title.ts';
export { useObjectUrl } from './hooks/use-object-url.ts';
export {
  anyFilterHeld,
  isFilterHeld,
  usePagedFilters,
  type PagedFilters,
} from './hooks/use-paged-filters.ts';

export { createQueryClient } from './lib/create-query-client.ts';
export {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRate,
  isMissing,
  orEmpty,
  type MoneyFormatOptions,
} from './lib/format.ts';
export {
  PAGE_SIZES,
  serverPagination,
  turnPage,
  usePaging,
  type Page,
  type Paging,
} from './lib/paging.ts';
export { ChunkLoadTimeoutError, loadWithTimeout } from './lib/load-with-timeout.ts';
export { schemaRule, type SafeParseSchema } from './lib/schema-rule.ts';
export {
  WeeklyWindowEditor,
  type WeeklyWindowEditorProps,
  type WeeklyWindowFieldKit,
} from './components/weekly-window-editor.tsx';
export {
  AXIS_INTERVALS,
  axisTicks,
  DATE_LABEL_PX,
  hasDateLabel,
  labelStep,
  niceAxis,
  tickDecimals,
  type Axis,
} from './components/chart/axis.ts';
export {
  bandCentre,
  bandX,
  chartFrame,
  gridY,
  linePath,
  nextBand,
  tooltipPlacement,
  valueY,
  type ChartFrame,
  type ChartMargin,
} from './components/chart/frame.ts';
export {
  DEFAULT_CHART_WIDTH,
  useChartArea,
  useMeasuredWidth,
  type ChartArea,
} from './components/chart/use-chart-area.ts';
export {
  BandChart,
  ChartGrid,
  ChartLine,
  ChartStates,
  DateAxis,
  type ChartLoad,
} from './components/chart/chart-parts.tsx';
export { CaptchaInput, newCodeToken, type CaptchaInputProps } from './components/captcha-input.tsx';

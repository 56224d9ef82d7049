// Runs as the page loads, before the app's scripts have arrived (index.html). A visit that opens
// on the login page (signed out, at login or at the root, which leads there) asks for its picture
// code now, so the picture arrives with the page rather than after the scripts. The login screen
// shows it: it takes the code token from `__firstCodeToken` (features/identity/api/captcha.ts).
(function () {
  if (/(?:^|;\s*)token=[^;]/.test(document.cookie)) return;
  if (!/^(?:#\/?)?$|^#\/user\/login(?:\?|$)/.test(location.hash)) return;
  var bytes = crypto.getRandomValues(new Uint8Array(16));
  var token = '';
  for (var i = 0; i < bytes.length; i++) token += (bytes[i] + 256).toString(16).slice(1);
  var link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = '/finance-gateway/api/mer/common/vcode?codeToken=' + token;
  document.head.appendChild(link);
  window.__firstCodeToken = token;
})();

// Runs before the app's modules (index.html). The apps' CSP forbids eval; Zod, when it builds its
// first schemas, probes for eval (`new Function`) to compile faster parsers. The probe's error is
// caught, yet the browser reports a CSP violation on every page. Jitless validation (Zod's own
// setting, read from this global when Zod loads) skips the probe.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

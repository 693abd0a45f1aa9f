// Zod probes `new Function` when it builds an object schema, to decide whether to compile fast
// parsers; under the shop's CSP (script-src 'self') that probe is reported as a violation in the
// console. The web app parses small answers, so the interpreted path is enough. Zod reads its
// configuration from this global, so setting it here keeps zod itself off the first paint
// (ADR 040); main.tsx imports this module first, before any schema is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

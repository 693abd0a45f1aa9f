import { z } from 'zod';

// Zod probes `new Function` once to decide whether to compile fast parsers; under the shop's CSP
// (script-src 'self') that probe is reported as a violation in the console. The web app parses
// small answers, so the interpreted path is enough.
z.config({ jitless: true });

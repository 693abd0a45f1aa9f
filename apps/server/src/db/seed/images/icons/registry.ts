import type { Palette } from '../materials.js';
import { breaker, cable, outlet, panel, powerStrip, wallSwitch } from './electrical.js';
import { bolt, cartridge, padlock, tape } from './hardware.js';
import { brush, paintCan, roller, spray } from './paint.js';
import { glove, goggles, helmet } from './safety.js';
import { elbow, faucet, pipe, tee, valve } from './plumbing.js';
import { bulb, floodlight, lamp, ledPanel, tubeLight } from './lighting.js';
import { block, brick } from './masonry.js';
import { hammer, level, pliers, screwdriver, tapeMeasure, wrench } from './hand-tools.js';
import { drill, drillCordless, grinder, saw, sawBlade } from './power-tools.js';

/** Every drawing a product picture can show, by name. */
export const icons = {
  drill,
  'drill-cordless': drillCordless,
  grinder,
  saw,
  'saw-blade': sawBlade,
  hammer,
  screwdriver,
  wrench,
  pliers,
  'tape-measure': tapeMeasure,
  level,
  cable,
  breaker,
  panel,
  outlet,
  switch: wallSwitch,
  'power-strip': powerStrip,
  bulb,
  floodlight,
  lamp,
  'led-panel': ledPanel,
  tube: tubeLight,
  pipe,
  elbow,
  tee,
  valve,
  faucet,
  glove,
  helmet,
  goggles,
  'paint-can': paintCan,
  spray,
  brush,
  roller,
  padlock,
  bolt,
  tape,
  cartridge,
  block,
  brick,
} satisfies Record<string, (p: Palette) => string>;

export type IconName = keyof typeof icons;

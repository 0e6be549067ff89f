// Colour as an explicit choice: a painter that colours or leaves text plain.

import kleur from 'kleur';

/** Text styling used by the renderers. */
export interface Painter {
  readonly red: (text: string) => string;
  /** Clubs in four-colour mode. */
  readonly green: (text: string) => string;
  /** Diamonds in four-colour mode. */
  readonly blue: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
}

const PLAIN: Painter = { red: (t) => t, green: (t) => t, blue: (t) => t, dim: (t) => t, bold: (t) => t };

/** A painter with ANSI colours when `color` is true, plain text otherwise (kleur's own detection is bypassed). */
export function createPainter(color: boolean): Painter {
  if (!color) return PLAIN;
  kleur.enabled = true;
  return { red: (t) => kleur.red(t), green: (t) => kleur.green(t), blue: (t) => kleur.blue(t), dim: (t) => kleur.dim(t), bold: (t) => kleur.bold(t) };
}

/** Render times in one set of samples, in ms. */
export interface RenderFigure {
  min: number;
  median: number;
  max: number;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count as the page states it: `1,000`. */
export const count = (value: number): string => whole.format(value);

/** A time as the page states it: whole milliseconds, as the runs' spread makes decimals noise. */
export const ms = (value: number): string => `${whole.format(value)} ms`;

/** The fastest and the slowest sample: `170–201 ms`. */
export const range = (figure: RenderFigure): string =>
  `${whole.format(figure.min)}–${whole.format(figure.max)} ms`;

/** How many times native HTML's median a median is: `3.9×`. */
export const timesNative = (figure: RenderFigure, native: RenderFigure): string =>
  native.median > 0 ? `${oneDecimal.format(figure.median / native.median)}×` : '—';

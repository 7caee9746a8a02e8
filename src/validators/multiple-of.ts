const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A finite number as an exact decimal: digits × 10^exponent, from its shortest round-trip spelling. */
function decimal(value: number): { digits: bigint; exponent: number } | undefined {
  const match = DECIMAL.exec(String(value));
  if (match === null) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  return { digits: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
}

const placesOf = new Map<number, number>();

/** How many decimal places a number's shortest spelling has (`0.25` → 2, `1e-300` → 300). */
export function decimalPlaces(value: number): number {
  let places = placesOf.get(value);
  if (places === undefined) {
    const text = String(value);
    const exponent = text.indexOf('e');
    const dot = text.indexOf('.');
    const fraction = dot < 0 ? 0 : (exponent < 0 ? text.length : exponent) - dot - 1;
    places = Math.max(0, fraction - (exponent < 0 ? 0 : Number(text.slice(exponent + 1))));
    // Divisors recur on every call; data values rarely do: keep the map small.
    if (placesOf.size < 1024) placesOf.set(value, places);
  }
  return places;
}

/**
 * Whether `value` is a multiple of `divisor`, in decimal arithmetic on the numbers as JSON spells
 * them: `isMultipleOf(19.99, 0.01)` is true, where `19.99 % 0.01` is not 0 in binary floating point.
 *
 * @example
 * ```ts
 * isMultipleOf(19.99, 0.01); // → true
 * isMultipleOf(0.3, 0.2); // → false
 * ```
 */
export function isMultipleOf(value: number, divisor: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(divisor) || divisor === 0) return false;
  if (value % divisor === 0) return true;
  if (Number.isInteger(value) && Number.isInteger(divisor) && Number.isSafeInteger(value)) return false;
  // Both scaled to whole numbers by their decimal places: exact while the products stay safe integers.
  const places = Math.max(decimalPlaces(value), decimalPlaces(divisor));
  if (places <= 15) {
    const scale = 10 ** places;
    const scaledValue = Math.round(value * scale);
    const scaledDivisor = Math.round(divisor * scale);
    if (Number.isSafeInteger(scaledValue) && Number.isSafeInteger(scaledDivisor) && scaledDivisor !== 0) return scaledValue % scaledDivisor === 0;
  }
  const a = decimal(value);
  const b = decimal(divisor);
  if (a === undefined || b === undefined) return false;
  const exponent = Math.min(a.exponent, b.exponent);
  const scaledValue = a.digits * 10n ** BigInt(a.exponent - exponent);
  const scaledDivisor = b.digits * 10n ** BigInt(b.exponent - exponent);
  return scaledValue % scaledDivisor === 0n;
}

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
  if (value % divisor === 0 && Math.abs(value) < remainderExactBelow(divisor)) return true;
  if (Number.isInteger(value) && Number.isInteger(divisor) && Number.isSafeInteger(value)) return false;
  // A value spelt with more decimal places than the divisor is no multiple of it: its last digit is not 0.
  const divisorPlaces = decimalPlaces(divisor);
  if (decimalPlaces(value) > divisorPlaces) return false;
  // Both scaled to whole numbers by their decimal places: exact while the products stay safe integers.
  const places = Math.max(decimalPlaces(value), divisorPlaces);
  if (places <= 15) {
    const scale = 10 ** places;
    const scaledValue = Math.round(value * scale);
    const scaledDivisor = Math.round(divisor * scale);
    // The products' rounding errors stay under a half while they are under 2^50 (at 40909735293091.84 × 100 they did not).
    if (Math.abs(scaledValue) < SCALED_EXACT && Math.abs(scaledDivisor) < SCALED_EXACT && scaledDivisor !== 0) return scaledValue % scaledDivisor === 0;
  }
  const a = decimal(value);
  const b = decimal(divisor);
  if (a === undefined || b === undefined || b.digits === 0n) return false;
  return digitsHold(a.digits, b.digits < 0n ? -b.digits : b.digits, a.exponent - b.exponent);
}

const SCALED_EXACT = 2 ** 50;
const exactBelow = new Map<number, number>();

/**
 * How large a value may be for `value % divisor === 0` to say, as the decimal arithmetic does,
 * that it is a multiple: the remainder is exact on the doubles, which are the numbers as JSON
 * spells them only while both are short decimals. A safe integer divisor: safe integer values.
 * A divisor that is exactly its spelling with p decimal places (0.25, 0.5): values under
 * 10^(15−p), whose multiples of it have at most 15 digits. Any other (0.01 is no double): none.
 * `3.71e22 % 3` is 0 on the doubles, though 371 × 10^20 is no multiple of 3.
 */
export function remainderExactBelow(divisor: number): number {
  let bound = exactBelow.get(divisor);
  if (bound === undefined) {
    bound = 0;
    if (Number.isSafeInteger(divisor)) bound = Number.MAX_SAFE_INTEGER + 1;
    else {
      const spelled = decimal(divisor);
      const places = spelled === undefined ? Infinity : -spelled.exponent;
      // A decimal of p places is a double exactly when 5^p divides its digits and what is left fits 53 bits.
      if (spelled !== undefined && places >= 1 && places <= 14 && spelled.digits % 5n ** BigInt(places) === 0n) {
        const odd = spelled.digits / 5n ** BigInt(places);
        if (odd <= BigInt(Number.MAX_SAFE_INTEGER) && -odd <= BigInt(Number.MAX_SAFE_INTEGER)) bound = 10 ** (15 - places);
      }
    }
    if (exactBelow.size < 1024) exactBelow.set(divisor, bound);
  }
  return bound;
}

// Whether value digits × 10^shift are a multiple of the divisor's digits, without the power:
// scaling 1.2e300 by it was decimal arithmetic on 300 digits (3 s over a million such numbers).
// With shift ≥ 0, the divisor's factors of 2 and 5 that 10^shift covers are dropped, and what is
// left must divide the value's digits (the two are then coprime to 10^shift's rest).
function digitsHold(value: bigint, divisor: bigint, shift: number): boolean {
  if (value === 0n) return true;
  if (shift < 0) {
    // A number's shortest spelling has at most 21 digits: a divisor shifted past that is larger.
    if (-shift > 22) return false;
    return value % (divisor * 10n ** BigInt(-shift)) === 0n;
  }
  let left = divisor;
  for (let twos = 0; twos < shift && left % 2n === 0n; twos++) left /= 2n;
  for (let fives = 0; fives < shift && left % 5n === 0n; fives++) left /= 5n;
  return value % left === 0n;
}

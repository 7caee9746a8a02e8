const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A finite number as an exact decimal: digits × 10^exponent, from its shortest round-trip spelling. */
function decimal(value: number): { digits: bigint; exponent: number } | undefined {
  const match = DECIMAL.exec(String(value));
  if (match === null) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  return { digits: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
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
  if (Number.isInteger(value) && Number.isInteger(divisor) && Number.isSafeInteger(value)) return value % divisor === 0;
  const a = decimal(value);
  const b = decimal(divisor);
  if (a === undefined || b === undefined) return false;
  const exponent = Math.min(a.exponent, b.exponent);
  const scaledValue = a.digits * 10n ** BigInt(a.exponent - exponent);
  const scaledDivisor = b.digits * 10n ** BigInt(b.exponent - exponent);
  return scaledValue % scaledDivisor === 0n;
}

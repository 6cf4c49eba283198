import { describe, expect, it } from 'vitest';
import { cmToFeetInches, cmToHeightInput, formatHeight, formatHeightInput, heightInputToCm } from './height';

describe("height input (feet'inches)", () => {
  it("formats digits as feet'inches: one digit of feet, up to two of inches", () => {
    expect(formatHeightInput('5')).toBe('5');
    expect(formatHeightInput("5'")).toBe("5'");
    expect(formatHeightInput('59')).toBe("5'9");
    expect(formatHeightInput("5'11")).toBe("5'11");
    expect(formatHeightInput('')).toBe('');
  });

  it('ignores invalid input', () => {
    expect(formatHeightInput('5a')).toBeNull();
    expect(formatHeightInput("5'111")).toBeNull();
  });

  it('converts to cm as total inches x 2.54, rounded', () => {
    expect(heightInputToCm("5'9")).toBe(175); // 69 in = 175.26
    expect(heightInputToCm("6'0")).toBe(183); // 72 in = 182.88
    expect(heightInputToCm("5'")).toBe(152);
    expect(heightInputToCm('5')).toBe(152);
    expect(heightInputToCm("5'12")).toBeNull();
    expect(heightInputToCm('')).toBeNull();
  });

  it('shows cm in feet and inches and round-trips the form value', () => {
    expect(cmToFeetInches(175)).toEqual({ feet: 5, inches: 9 });
    expect(formatHeight(175)).toBe('5\'9"');
    expect(formatHeight(183)).toBe('6\'0"');
    expect(formatHeight(undefined)).toBe('');
    expect(cmToHeightInput(175)).toBe("5'9");
    expect(heightInputToCm(cmToHeightInput(175))).toBe(175);
  });
});

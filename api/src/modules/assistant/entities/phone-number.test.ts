import { findPhone } from './phone-number';

describe('findPhone', () => {
  it.each([
    ['you can reach me on (318) 555-0147', '(318) 555-0147'],
    ['mi número es 318 555 0147', '318 555 0147'],
    ['my cell is three one eight, five five five, zero one four seven', '318-555-0147'],
    ['call me at three one eight double five five oh one four seven', '318-555-0147'],
    ['mi número es tres uno ocho, cinco cinco cinco, cero uno cuatro siete', '318-555-0147'],
    ['it is 318 five five five 0147', '318-555-0147'],
    ['one three one eight five five five zero one four seven', '318-555-0147'],
  ])('takes the number in "%s"', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each([
    'my mother had three sons and two daughters, one of them in Tyler',
    'we have five wells on two leases since 1978',
    'one two three four five',
  ])('finds no number in "%s"', (text) => {
    expect(findPhone(text)).toBeUndefined();
  });
});

import { reconnectDelayMs } from './chat-client';

describe('reconnectDelayMs', () => {
  const noJitter = () => 1;

  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map((retries) => reconnectDelayMs(retries, noJitter))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits more than 30 seconds, however long the outage', () => {
    expect(reconnectDelayMs(5, noJitter)).toBe(30_000);
    expect(reconnectDelayMs(60, noJitter)).toBe(30_000);
  });

  it('spreads reconnects of many tabs over the last quarter of the wait', () => {
    expect(reconnectDelayMs(10, () => 0)).toBe(22_500);
    expect(reconnectDelayMs(2, () => 0.5)).toBe(3500);
  });
});

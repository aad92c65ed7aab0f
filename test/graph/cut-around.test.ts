import { describe, expect, it } from 'vitest';
import { cutAround, nearestFirst } from '../../src/graph/cut-around.js';

describe('cutAround', () => {
  const chain = (s: string): string[] => [`${s}-`, `${s}+`];

  it('keeps the seeds, then one hop from each seed in turn, never from a neighbour', () => {
    expect([...cutAround(['a', 'b'], chain, 10)]).toEqual(['a', 'b', 'a-', 'a+', 'b-', 'b+']);
  });

  it('stops at the limit, even among the seeds', () => {
    expect([...cutAround(['a', 'b', 'c'], chain, 2)]).toEqual(['a', 'b']);
    expect([...cutAround(['a', 'b'], chain, 3)]).toEqual(['a', 'b', 'a-']);
  });

  it('asks no neighbours once full', () => {
    const asked: string[] = [];
    cutAround(['a', 'b', 'c'], (s) => (asked.push(s), chain(s)), 6);
    expect(asked).toEqual(['a', 'b']);
  });
});

describe('nearestFirst', () => {
  it('orders by distance from a position, ties in their given order', () => {
    const position = new Map([
      ['p', 0],
      ['q', 1],
      ['r', 2],
      ['s', 3],
      ['t', 4],
    ]);
    expect(nearestFirst(['p', 't', 'q', 's', 'r'], position, 2)).toEqual(['r', 'q', 's', 'p', 't']);
  });
});

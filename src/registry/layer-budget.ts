// The bounds of a whole run's layer reading, over every image it reads: bytes inflated (what a
// run may spend walking layers, however many bundle images each bound alone would allow) and
// bytes of files held (kept from images, for the run). Past either, an image is unverified.
import { size } from './size.js';
import { unverified } from './failure.js';

export class RunBudget {
  private inflated = 0;
  private held = 0;

  constructor(
    readonly maxInflated: number,
    readonly maxHeld: number,
  ) {}

  inflate(bytes: number, what: string): void {
    this.inflated += bytes;
    if (this.inflated > this.maxInflated)
      throw unverified(
        `${what}: not read, this run already inflated ${size(this.maxInflated)} of image layers (its bound)`,
      );
  }

  hold(bytes: number, what: string): void {
    if (this.held + bytes > this.maxHeld)
      throw unverified(
        `${what}: not read, the files this run kept from images would exceed ${size(this.maxHeld)} (its bound)`,
      );
    this.held += bytes;
  }

  release(bytes: number): void {
    this.held -= bytes;
  }
}

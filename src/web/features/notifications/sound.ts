let context: AudioContext | null = null;

/**
 * A short two-note chime made with the Web Audio API (no audio file to ship or fetch).
 * Browsers keep an AudioContext suspended until a user gesture; then this is silently a no-op.
 */
export function playNotificationTone(volume: number): void {
  if (volume <= 0 || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const start = ctx.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(Math.max(0.0001, volume * 0.4), start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(freq, start + i * 0.12);
      osc.connect(gain);
      osc.start(start + i * 0.12);
      osc.stop(start + 0.45);
    }
  } catch {
    // No audio device or a blocked context: the toast still shows.
  }
}

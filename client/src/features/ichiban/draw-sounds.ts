// Tiny generated beeps for the draw screen (WebAudio, no sound files). Silent where audio is unavailable.
type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor: AudioCtor | undefined =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  return ctx;
}

function beep(frequency: number, startIn: number, duration: number, volume = 0.12): void {
  const ac = audio();
  if (!ac) return;
  if (ac.state === 'suspended') void ac.resume().catch(() => undefined);
  const osc = ac.createOscillator();
  const gain = ac.createGain();
  const t0 = ac.currentTime + startIn;
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(frequency, t0);
  gain.gain.setValueAtTime(0.0001, t0);
  gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + duration);
  osc.connect(gain).connect(ac.destination);
  osc.start(t0);
  osc.stop(t0 + duration + 0.02);
}

/** The n-th step (1..3) rises in pitch as the ticket tears further. */
export function playStepSound(step: number): void {
  beep(520 + step * 140, 0, 0.09);
}

/** A short rising arpeggio when the ticket opens. */
export function playResultSound(): void {
  [660, 830, 990, 1320].forEach((f, i) => beep(f, i * 0.07, 0.22, 0.1));
}

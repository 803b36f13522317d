/** What the entrance hears and feels after each ticket: staff keep their eyes on the visitor, not the screen. */
export type CheckinTone = 'ok' | 'refused';

let audio: AudioContext | undefined;

/** A short beep: one high tone for "come in", two low ones for a refusal. Silent where WebAudio is missing. */
export function beep(tone: CheckinTone) {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    // The first beep follows a click or a key press, which lets the browser start the sound.
    if (audio.state === 'suspended') void audio.resume();
    const pulses =
      tone === 'ok'
        ? [{ at: 0, hz: 1320, length: 0.16 }]
        : [0, 0.22].map((at) => ({ at, hz: 330, length: 0.16 }));
    for (const pulse of pulses) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone === 'ok' ? 'sine' : 'square';
      oscillator.frequency.value = pulse.hz;
      const start = audio.currentTime + pulse.at;
      // A quick fade in and out avoids the click of a hard edge.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + pulse.length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + pulse.length + 0.02);
    }
  } catch {
    // No sound is no failure: the screen and the live region still say it.
  }
}

/** One short buzz for "come in", a longer double one for a refusal, on devices that vibrate. */
export function vibrate(tone: CheckinTone) {
  if (typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(tone === 'ok' ? 80 : [160, 80, 160]);
  } catch {
    // Some browsers refuse without a recent user gesture.
  }
}

// The recorder's help while a guest speaks (issue 48): a voice that stays very quiet for two seconds,
// or one that clips, is told so while there is still time to move the phone. Judged from the same
// analyser the level meter draws (LevelMeter.tsx), ten times a second.

// The words are the catalogue's (messages/<lang>.json, recorder.hintQuiet and recorder.hintLoud).

/** Below this RMS level (dBFS) for QUIET_FOR_MS, nothing like a voice near the phone was heard. */
const QUIET_BELOW_DB = -42;
const QUIET_FOR_MS = 2_000;
/** A sample this close to full scale is a clip; the hint stays this long after the last one. */
const CLIP_AT = 0.98;
const CLIPS_PER_FRAME = 3;
const LOUD_FOR_MS = 2_500;

export type TLevelHint = "quiet" | "loud" | null;

/** Folds one frame of samples into the running state and says which hint (if any) is due. */
export function levelHinter(startedAt: number) {
  let lastVoiceAt = startedAt;
  let lastClipAt = Number.NEGATIVE_INFINITY;
  return (samples: Float32Array, now: number): TLevelHint => {
    let sum = 0;
    let clips = 0;
    for (const sample of samples) {
      sum += sample * sample;
      if (Math.abs(sample) >= CLIP_AT) clips++;
    }
    const rms = Math.sqrt(sum / Math.max(1, samples.length));
    if (rms > 0 && 20 * Math.log10(rms) > QUIET_BELOW_DB) lastVoiceAt = now;
    if (clips >= CLIPS_PER_FRAME) lastClipAt = now;
    if (now - lastClipAt < LOUD_FOR_MS) return "loud";
    if (now - lastVoiceAt >= QUIET_FOR_MS) return "quiet";
    return null;
  };
}

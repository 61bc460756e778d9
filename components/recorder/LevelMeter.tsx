"use client";
// The live microphone level while recording: bars over the voice frequencies. They are redrawn every
// frame by writing styles directly, because a React render per frame is too much work on a phone;
// screen readers get a meter whose value is refreshed twice a second. Below it, a hint when the voice
// stays too quiet or clips (level-hints.ts).
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { levelHinter, type TLevelHint } from "./level-hints";
import styles from "./Recorder.module.css";

const BAR_COUNT = 20;
const MIN_BAR_SCALE = 0.06;
const VALUE_EVERY_MS = 500;
const HINT_EVERY_MS = 100;
// Speech seldom goes above a third of full scale; stretch it so a normal voice fills most of the meter.
const LOUDNESS_GAIN = 3;

function loudnessPercent(waveform: Uint8Array): number {
  let sum = 0;
  for (const sample of waveform) sum += ((sample - 128) / 128) ** 2;
  const rms = Math.sqrt(sum / waveform.length);
  return Math.min(100, Math.round(rms * LOUDNESS_GAIN * 100));
}

export default function LevelMeter({ analyser }: { analyser: AnalyserNode }) {
  const t = useTranslations("recorder");
  const meterRef = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<TLevelHint>(null);

  useEffect(() => {
    const meter = meterRef.current;
    if (!meter) return;
    const bars = Array.from(meter.querySelectorAll<HTMLElement>(`.${styles.bar}`));
    const spectrum = new Uint8Array(analyser.frequencyBinCount);
    const waveform = new Uint8Array(analyser.fftSize);
    let valueSetAt = Number.NEGATIVE_INFINITY;
    const samples = new Float32Array(analyser.fftSize);
    const hintFor = levelHinter(performance.now());
    let shown: TLevelHint = null;
    // Hints are judged on a timer of their own, so they keep up in a background tab too (no frames there).
    const judge = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const next = hintFor(samples, performance.now());
      if (next !== shown) setHint((shown = next));
    }, HINT_EVERY_MS);
    let frame = requestAnimationFrame(function draw(now) {
      analyser.getByteFrequencyData(spectrum);
      // Bin 0 is the DC offset; the next twenty cover roughly 190 Hz to 3.8 kHz, where a voice lives.
      bars.forEach((bar, index) => {
        bar.style.transform = `scaleY(${Math.max(MIN_BAR_SCALE, spectrum[index + 1] / 255)})`;
      });
      if (now - valueSetAt >= VALUE_EVERY_MS) {
        analyser.getByteTimeDomainData(waveform);
        meter.setAttribute("aria-valuenow", String(loudnessPercent(waveform)));
        valueSetAt = now;
      }
      frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(judge);
    };
  }, [analyser]);

  return (
    <>
      <div ref={meterRef} className={styles.meter} role="meter" aria-label={t("level")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
        {Array.from({ length: BAR_COUNT }, (_, index) => (
          <span key={index} className={styles.bar} />
        ))}
      </div>
      <div className={styles.levelHint}>
        <p className={styles.levelHintText} role="status" data-testid="level-hint">
          {hint === "quiet" ? t("hintQuiet") : hint === "loud" ? t("hintLoud") : null}
        </p>
      </div>
    </>
  );
}

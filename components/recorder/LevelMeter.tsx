"use client";
// The live microphone level while recording: bars over the voice frequencies. They are redrawn every
// frame by writing styles directly, because a React render per frame is too much work on a phone;
// screen readers get a meter whose value is refreshed twice a second.
import { useEffect, useRef } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./Recorder.module.css";

const BAR_COUNT = 20;
const MIN_BAR_SCALE = 0.06;
const VALUE_EVERY_MS = 500;
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

  useEffect(() => {
    const meter = meterRef.current;
    if (!meter) return;
    const bars = Array.from(meter.querySelectorAll<HTMLElement>(`.${styles.bar}`));
    const spectrum = new Uint8Array(analyser.frequencyBinCount);
    const waveform = new Uint8Array(analyser.fftSize);
    let valueSetAt = Number.NEGATIVE_INFINITY;
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
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <div ref={meterRef} className={styles.meter} role="meter" aria-label={t("level")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span key={index} className={styles.bar} />
      ))}
    </div>
  );
}

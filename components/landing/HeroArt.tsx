// Decorative illustration beside the hero copy: a voice message card with a waveform.
import styles from "./Hero.module.css";

const BARS = [14, 26, 40, 58, 34, 70, 92, 64, 44, 80, 104, 76, 52, 88, 60, 36, 72, 96, 54, 30, 46, 66, 38, 22];

export default function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="344" height="284" rx="32" fill="#000" />
      <circle cx="68" cy="72" r="30" fill="#fcd300" />
      <g transform="translate(52 56) scale(1.35)" fill="none" stroke="#000" strokeWidth="2.2" strokeLinecap="round">
        <rect x="8.5" y="2" width="7" height="13" rx="3.5" />
        <path d="M18.5 10.5a6.5 6.5 0 0 1-13 0M12 17v4" />
      </g>
      <rect x="114" y="56" width="150" height="12" rx="6" fill="#fff" />
      <rect x="114" y="78" width="96" height="10" rx="5" fill="#6b6b6b" />
      <g>
        {BARS.map((height, index) => (
          <rect key={index} x={36 + index * 12} y={180 - height / 2} width="6" height={height} rx="3" fill={index < 11 ? "#fcd300" : "#4a4a4a"} />
        ))}
      </g>
      <rect x="36" y="252" width="288" height="6" rx="3" fill="#333" />
      <rect x="36" y="252" width="128" height="6" rx="3" fill="#fcd300" />
      <circle cx="164" cy="255" r="9" fill="#fff" />
    </svg>
  );
}

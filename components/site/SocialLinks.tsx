// Social profile links. The addresses are the networks' home pages until Echobook's own profiles exist.
import { LineIcon } from "@/components/ui/LineIcon";
import styles from "./Footer.module.css";

const SOCIAL_LINKS = [
  {
    label: "Instagram",
    href: "https://www.instagram.com/",
    icon: ["M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z", "M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0z", "M17.5 6.5h.01"],
  },
  {
    label: "Facebook",
    href: "https://www.facebook.com/",
    icon: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"],
  },
  {
    label: "X",
    href: "https://x.com/",
    icon: ["M4 4l11.733 16h4.267l-11.733 -16z", "M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772"],
  },
  {
    label: "YouTube",
    href: "https://www.youtube.com/",
    icon: [
      "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
      "m10 15 5-3-5-3z",
    ],
  },
];

export default function SocialLinks() {
  return (
    <ul className={styles.social}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a href={link.href} className={styles.socialLink} aria-label={link.label} target="_blank" rel="noopener noreferrer">
            <LineIcon paths={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}

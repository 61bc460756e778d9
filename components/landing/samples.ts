// The Listen section's example clips (synthetic voices; how they were made: public/samples/README.md).
export type TSampleClip = {
  id: string;
  title: string;
  description: string;
  url: string;
  /** Shown until the browser has read the file's own duration. */
  durationSeconds: number;
};

export const SAMPLE_CLIPS: readonly TSampleClip[] = [
  {
    id: "wedding",
    title: "Wedding Guestbook Example",
    description: "A guest's wishes for the newlyweds, left from their phone at the reception.",
    url: "/samples/wedding.mp3",
    durationSeconds: 10.4,
  },
  {
    id: "birthday",
    title: "Birthday Celebration Example",
    description: "A family message for a milestone birthday, kept to play again every year.",
    url: "/samples/birthday.mp3",
    durationSeconds: 10.3,
  },
  {
    id: "corporate",
    title: "Corporate Event Example",
    description: "A thank-you to the team, collected at the end-of-year celebration.",
    url: "/samples/corporate.mp3",
    durationSeconds: 10.2,
  },
];

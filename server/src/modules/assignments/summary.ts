/** What a submission shows of the homework or exam it answers, and what its rules need. */
export interface ItemSummary {
  _id: string;
  title: string;
  subject: { _id: string; name: string };
  dueDate: Date;
  /** Exams only: staff re-opened it, so late submissions are accepted (docs/decisions.md). */
  reopened: boolean;
}

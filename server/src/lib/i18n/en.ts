/**
 * What the server writes to people — in-app notifications and mail — in English. The other
 * languages (ar.ts, fr.ts, es.ts) have exactly these keys (the type `Messages` makes a missing or
 * extra key a compile error) and the same `{{placeholders}}` (i18n.test.ts).
 */
export const en = {
  notices: {
    newAnnouncement: { title: 'Announcement in {{subject}}', message: '{{title}}' },
    welcome: {
      title: 'Welcome to Sabora',
      message: 'Your account is ready. Explore your subjects from the menu.',
    },
    termTimetable: {
      title: 'New term timetable',
      message: 'Your teachers have published this term’s classes and due dates.',
    },
    enrolledInSubject: {
      title: 'Enrolled in {{subject}}',
      message: 'You have been enrolled in {{subject}} ({{code}}).',
    },
    newHomework: { title: 'New homework: {{title}}', message: 'A new homework was posted in {{subject}}.' },
    newExam: { title: 'New exam: {{title}}', message: 'A new exam was posted in {{subject}}.' },
    newQuiz: { title: 'New quiz: {{title}}', message: 'A new quiz was posted in {{subject}}.' },
    quizSubmittedForYou: {
      title: 'Quiz submitted: {{title}}',
      message:
        'Time ran out, so {{title}} was submitted for you with the answers you saved. Score: {{score}}%.',
    },
    gradePosted: {
      title: 'Grade posted: {{title}}',
      message: 'Your {{kind}} "{{title}}" was graded: {{grade}}/100.',
    },
    childGradePosted: {
      title: 'Grade posted for {{child}}: {{title}}',
      message: '{{childFullName}}\'s {{kind}} "{{title}}" was graded: {{grade}}/100.',
    },
    workDueSoon: {
      title: 'Due soon: {{title}}',
      message: 'Your {{kind}} "{{title}}" ({{subject}}) is due {{due}} and is not handed in yet.',
    },
    workMissing: {
      title: 'Missing: {{title}}',
      message: 'Your {{kind}} "{{title}}" ({{subject}}) was due {{due}} and was not handed in.',
    },
    childMissingWork: {
      title: 'Missing work: {{title}}',
      message: '{{childFullName}} did not hand in the {{kind}} "{{title}}" ({{subject}}), due {{due}}.',
    },
    newLibraryMaterial: {
      title: 'New in the library: {{title}}',
      message: 'A material was added to {{subject}}, Chapter {{chapter}}: {{chapterTitle}}.',
    },
    newLibraryRecording: {
      title: 'New in the library: {{title}}',
      message: 'A recorded lesson was added to {{subject}}, Chapter {{chapter}}: {{chapterTitle}}.',
    },
    newVirtualClass: { title: 'New virtual class', message: '{{title}} is scheduled for {{when}}.' },
    enrolledInVirtualClass: {
      title: 'Enrolled in a virtual class',
      message: 'You are enrolled in {{title}}.',
    },
    classIn24Hours: {
      title: 'Class reminder',
      message: '{{class}} ({{subject}}) starts in 24 hours, at {{when}}.',
    },
    classIn1Hour: {
      title: 'Class reminder',
      message: '{{class}} ({{subject}}) starts in 1 hour, at {{when}}.',
    },
    classCancelled: { title: 'Class cancelled', message: '{{title}}, planned for {{when}}, is cancelled.' },
    backupFailed: { title: 'Backup failed', message: 'The backup of {{when}} failed: {{error}}.' },
  },
  mails: {
    newAnnouncement: {
      subject: 'Announcement in {{subject}}: {{title}}',
      text: '{{author}} posted an announcement in {{subject}}.\n\n{{title}}\n\n{{text}}\n\nRead it in Sabora: {{link}}',
    },
    verifyEmail: {
      subject: 'Welcome to Sabora: please verify your email',
      text: 'Hello {{firstName}},\n\nAn account was created for you on Sabora. Please verify your email address by opening this link:\n\n{{link}}\n\nThe link is valid for 7 days.',
    },
    signInPhoneChanged: {
      subject: 'The phone number you sign in to Sabora with was changed',
      text: 'Hello {{firstName}},\n\nThe phone number you sign in to Sabora with was changed from {{before}} to {{after}}. From now on, sign in with your email and the new number.\n\nIf you did not make this change, contact the school at once.',
    },
    resetPassword: {
      subject: 'Reset your Sabora password',
      text: 'Hello {{firstName}},\n\nSomeone asked to reset the password of your Sabora account. Open this link to choose a new password:\n\n{{link}}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this message.',
    },
    classIn24Hours: {
      subject: 'Reminder: {{class}} ({{subject}}) starts in 24 hours',
      text: '{{class}} ({{subject}}) starts in 24 hours, at {{when}}.\n\nJoin it from {{link}}.',
    },
    classIn1Hour: {
      subject: 'Reminder: {{class}} ({{subject}}) starts in 1 hour',
      text: '{{class}} ({{subject}}) starts in 1 hour, at {{when}}.\n\nJoin it from {{link}}.',
    },
    classCancelled: {
      subject: 'Cancelled: {{title}}',
      text: '{{title}}, planned for {{when}}, is cancelled.',
    },
    childGradePosted: {
      subject: 'Grade posted: {{title}}',
      text: '{{childFullName}}\'s {{kind}} "{{title}}" was graded: {{grade}}/100.\n\nSee all of {{child}}\'s grades: {{link}}',
    },
    childGradePostedWithFeedback: {
      subject: 'Grade posted: {{title}}',
      text: '{{childFullName}}\'s {{kind}} "{{title}}" was graded: {{grade}}/100.\n\nFeedback from the teacher: {{feedback}}\n\nSee all of {{child}}\'s grades: {{link}}',
    },
    workDueSoon: {
      subject: 'Due soon: {{title}}',
      text: 'Hello {{firstName}},\n\nYour {{kind}} "{{title}}" ({{subject}}) is due {{due}} and is not handed in yet.\n\nOpen it: {{link}}',
    },
    workMissing: {
      subject: 'Missing: {{title}}',
      text: 'Hello {{firstName}},\n\nYour {{kind}} "{{title}}" ({{subject}}) was due {{due}} and was not handed in. Talk to your teacher about what you can still do.\n\nOpen it: {{link}}',
    },
    childMissingWork: {
      subject: 'Missing work: {{title}}',
      text: '{{childFullName}} did not hand in the {{kind}} "{{title}}" ({{subject}}), due {{due}}.\n\nSee {{child}}\'s work: {{link}}',
    },
    backupFailed: {
      subject: 'Sabora: the backup of {{when}} failed',
      text: 'Hello {{firstName}},\n\nThe scheduled backup of {{when}} failed: {{error}}\n\nEarlier backups are not touched. See the backups on the admin home: {{link}}',
    },
  },
  /** Words placed into the texts above. */
  gradebook: {
    student: 'Student',
    studentNumber: 'Student ID',
    email: 'Email',
    average: 'Average',
    awaitingGrade: 'Awaiting grade',
    missing: 'Missing',
    notExpected: 'Not expected (enrolled later)',
    late: 'late',
  },
  words: {
    homework: 'homework',
    exam: 'exam',
    quiz: 'quiz',
    /** A child whose account cannot be read any more: "Grade posted for your child". */
    yourChild: 'your child',
    yourChildFullName: 'Your child',
  },
} as const;

/**
 * Every refusal the server sends, once: a stable code → its English message,
 * with `{{param}}` placeholders the reply's `params` fill. The server renders the English `message`
 * from here; the web shows the same code from its `errors` catalogue in the reader's language.
 * `{{role, withArticle}}` writes "a teacher" / "an admin" in English; other languages place the
 * plain value. Codes are never renamed: web catalogues and clients key on them.
 */
export const ERROR_MESSAGES = {
  // Generic refusals and the framework's own.
  notFound: 'Not found.',
  signInRequired: 'Please sign in to continue.',
  permissionDenied: 'You do not have permission to do this.',
  crossSiteRefused: 'Cross-site request refused: send it from Sabora itself.',
  tooManyAttempts: 'Too many attempts. Please wait 1 minute and try again.',
  tooManyMalformedRequests: 'Too many malformed requests from this address. Please wait {{seconds}} seconds.',
  serverError: 'Something went wrong on our side. Please try again.',
  databaseUnreachable: 'The database is not reachable.',
  databaseUnavailable: 'The database cannot be reached just now. Please try again in a moment.',
  noSuchRoute: 'No such API route: {{method}} {{url}}',
  invalidJson: 'Request body is not valid JSON.',
  bodyTooLarge: 'Request body is too large.',
  jsonTooDeep: 'Request body nests arrays and objects more than {{max}} levels deep.',
  requestTimeout: 'The request took too long to arrive (more than {{seconds}} seconds).',
  formFieldTooLarge: '{{field}}: is longer than {{size}}.',
  unsupportedMediaType: 'Unsupported content type.',
  emptyBody: 'Request body is empty.',
  invalidContentLength: 'Invalid Content-Length header.',
  requestRefused: '{{problem}}',
  rangeOutsideFile: 'The range is outside the file ({{size}} bytes).',
  // Input that breaks a contract schema: the field (a dotted path) and what zod found.
  invalidField: '{{field}}: {{problem}}',
  invalidInput: '{{problem}}',
  controlCharacters: '{{field}}: must not contain control characters',
  controlCharactersInFileName: '{{field}} (its file name): must not contain control characters',
  dueDateInPast: 'dueDate: is in the past; choose a later date and time',
  // Uploads.
  notMultipart: 'Expected a multipart/form-data request.',
  multipartInvalid: 'The upload is not a valid multipart form: {{problem}}.',
  uploadTooLarge: 'Upload is too large: at most {{max}} file(s) of {{size}} each.',
  fileTooLargeAny: 'A file is larger than {{size}}.',
  fileTooLarge: '{{field}}: {{file}} is larger than {{size}}.',
  frameworkFileTooLarge: 'File is too large.',
  frameworkTooManyFiles: 'Too many files.',
  tooManyFormFields: 'Too many form fields.',
  tooManyFiles: 'At most {{max}} file(s) can be uploaded at once.',
  tooManyFilesInField: '{{field}}: at most {{max}} file(s) can be uploaded at once.',
  filesNotAccepted: '{{field}}: files are not accepted in this field.',
  fileTypeNotAccepted: '{{field}}: {{file}} is not an accepted file type (allowed: {{allowed}}).',
  fileNotReal: '{{field}}: {{file}} is not a real {{type}} file (its content does not match its name).',
  oneFileOnly: '{{field}}: only one file can be attached',
  fileNotFound: 'File not found',
  // Accounts and signing in.
  invalidCredentials: 'Invalid email or password',
  invalidParentCredentials: 'Invalid parent email or phone number',
  accountInactive: 'This account is inactive. Please contact the school.',
  emailFieldTaken: 'email: an account with this email already exists',
  emailBelongsToOtherRole: 'parentEmail: this email belongs to {{role, withArticle}} account',
  resetLinkInvalid: 'token: this reset link is invalid, already used or expired',
  verificationLinkInvalid: 'token: this verification link is invalid, already used or expired',
  parentPhoneRequired: 'phone: parents sign in with their phone number, so it cannot be left empty',
  phoneOfAnotherParent: 'phone: this number belongs to another parent account',
  currentPasswordWrong: 'currentPassword: the current password is not correct',
  userNotFound: 'User not found',
  noProfilePicture: 'This user has no profile picture',
  avatarMissing: 'avatar: choose an image to upload',
  // Students, parents, teachers.
  studentNotFound: 'Student not found',
  parentNotFound: 'Parent not found',
  teacherNotFound: 'Teacher not found',
  calendarNotFound: 'Calendar not found',
  chooseOwnChild: 'student: choose one of your children',
  userNotRegistered: 'user: no account with this id; register the student first',
  userNotStudent: 'user: this is a {{role}} account, not a student account',
  studentHasProfile: 'user: this student already has a profile',
  studentIdNotAllocated: 'Could not allocate a student id; please try again.',
  studentEraseHeld:
    'Cannot erase this student: other records still hold their work. Deactivate them instead.',
  systemMismatch: 'system: {{subject}} is not {{system, withArticle}} subject; change the subjects too',
  enrolmentSubjectUnknown: 'subjects.{{index}}.subject: no subject with this id',
  enrolmentSubjectTwice: 'subjects.{{index}}.subject: {{subject}} is listed twice',
  enrolmentSubjectNotOfSystem:
    'subjects.{{index}}.subject: {{subject}} is not {{system, withArticle}} subject',
  enrolmentTeacherNotOfSubject: 'subjects.{{index}}.teacher: choose a teacher who teaches {{subject}}',
  teacherInactive: 'This teacher is inactive; reactivate them before assigning subjects',
  teacherNotAssigned: 'This teacher is not assigned to that subject',
  importFileMissing: 'file: choose a .csv file to import',
  importNotUtf8: 'file: the file is not UTF-8 text; save it as "CSV UTF-8" and try again',
  importUnreadable: 'file: {{problem}}',
  importEmpty: 'file: the file is empty',
  importMissingColumns: 'file: the header row is missing {{missing}} (expected columns: {{expected}})',
  importNoRows: 'file: the file has no student rows',
  importTooManyRows: 'file: at most {{max}} students can be imported at once; this file has {{count}}',
  importEmailJustCreated:
    'email: an account with {{email}} was just created (line {{line}}); nothing was imported',
  importRowsInvalid: '{{count}} row(s) have errors; nothing was imported.',
  // One row of a students import (the preview's and a refused import's row problems).
  importRowValueCount: 'This row has {{count}} values but the header has {{columns}} columns.',
  importRowRequired: '{{label}} is required.',
  importRowSystemUnknown: 'System "{{value}}" is not one of National, IGCSE or American.',
  importRowStatusUnknown: 'Status "{{value}}" is not one of active, inactive, graduated or suspended.',
  importRowField: '{{label}} {{problem}}.',
  importRowIdMismatch:
    "Student ID {{studentId}} does not match: {{email}} is {{storedId}}. An import cannot change a student's email or ID.",
  importRowIdTaken:
    "Student ID {{studentId}} belongs to {{email}}. An import cannot change a student's email or ID.",
  importRowIdUnknown: 'Student ID {{studentId}} does not exist; leave it empty for a new student.',
  importRowStudentWithoutProfile:
    'Email belongs to a student account without a student profile; complete it with Add Student.',
  importRowEmailOtherRole: 'Email belongs to {{role, withArticle}} account.',
  importRowEmailRepeated: 'Email is also used on line {{line}}.',
  importRowParentOtherRole: 'Parent email belongs to {{role, withArticle}} account.',
  importRowParentIsStudent: 'Parent email belongs to the student on line {{line}}.',
  importRowSubjectUnknown: 'Subjects: no subject has the code {{code}}.',
  importRowSubjectOtherSystem: 'Subjects: {{subject}} is not {{system, withArticle}} subject.',
  importRowSubjectUntaught: 'Subjects: {{subject}} has no teacher; assign one first.',
  importRowSystemMismatch:
    'System: {{subject}} is not {{system, withArticle}} subject; change the subjects too.',
  // Subjects, chapters, library.
  subjectNotFound: 'Subject not found',
  subjectHasNoImage: 'This subject has no image',
  subjectCodeTaken: 'code: a subject with code {{code}} already exists',
  subjectEnrolmentsHold:
    'Cannot delete {{name}}: {{count}} student enrolment(s) hold it. Deactivate the subject instead.',
  subjectQuestionsHold: 'Cannot delete {{name}}: {{count}} question-bank question(s) belong to its chapters.',
  subjectContentHolds: 'Cannot delete {{name}}: {{held}} belong to it.',
  deleteRaced: 'Cannot delete {{name}}: something was just added to it.',
  chapterNotFound: 'Chapter not found',
  chapterNotOfSubject: 'chapter: must be a chapter of the chosen subject',
  chapterQuestionsHold:
    'Cannot delete {{name}}: {{count}} question-bank question(s) belong to it. Move or delete them first.',
  chapterHomeworksHold: 'Cannot delete {{name}}: {{count}} homework(s) belong to it.',
  chapterLibraryHolds: 'Cannot delete {{name}}: {{count}} library item(s) belong to it.',
  announcementNotFound: 'Announcement not found',
  announcementNotYours: 'Only the author of an announcement or an admin can delete it.',
  libraryItemNotFound: 'Library item not found',
  libraryItemIsRecording: 'This library item is a recording, not a file.',
  libraryItemIsFile: 'This library item is a file, not a recording.',
  libraryFileRequired: 'file: is required for a material',
  recordingHasNoFile: 'file: a recording has no file, only its URL',
  libraryNotOwnSubject: 'You can only change library items of your own subjects.',
  // Question bank.
  questionNotFound: 'Question not found',
  questionHasNoImage: 'This question has no image',
  imageNeedsInclude: "image: tick 'Include Image' to attach an image",
  questionRaced: 'Cannot delete this question: something was just added to it.',
  questionInHomeworks: 'Cannot delete this question: {{count}} homework(s) use it.',
  questionInOneQuiz: 'Cannot delete this question: 1 quiz uses it.',
  questionInQuizzes: 'Cannot delete this question: {{count}} quizzes use it.',
  // Homeworks, exams, quizzes and their submissions.
  homeworkNotFound: 'Homework not found',
  homeworkHasNoFile: 'This homework has no file',
  homeworkHasNoCorrection: 'This homework has no correction file',
  homeworkAlreadySubmitted: 'You have already submitted this homework.',
  homeworkClosed: 'Submission closed',
  questionNotInSubjectBank: 'questions: {{question}} is not a question of the {{subject}} question bank',
  questionNotMultipleChoice: 'questions: "{{title}}" is not a multiple-choice question',
  examNotFound: 'Exam not found',
  examHasNoFile: 'This exam has no file',
  examAlreadySubmitted: 'You have already submitted this exam.',
  examClosed: 'Due date has passed. Late submissions are not allowed.',
  moveHeldBySubmissions: 'Cannot move {{title}} to another subject: {{count}} submission(s) exist.',
  deleteHeldBySubmissions: 'Cannot delete {{title}}: {{count}} submission(s) exist.',
  submissionNotFound: 'Submission not found',
  submissionFilesMissing: 'files: choose at least one file to submit',
  handInGraded: 'This work has been graded: its files can no longer be replaced.',
  handInPastDue: 'The due date has passed: the files can no longer be replaced.',
  gradeInvalid: 'Please enter a valid grade between 0 and 100.',
  feedbackTooLong: 'feedback: at most {{max}} characters',
  quizNotFound: 'Quiz not found',
  quizNeedsQuestionsCreate: 'Please select at least one question from the question bank',
  quizNeedsQuestionsEdit: 'Please select at least one question',
  quizQuestionNotInBank: "questions: {{question}} is not in this subject's question bank",
  quizMoveHeld: 'Cannot move {{title}} to another subject: {{count}} student attempt(s) exist.',
  quizQuestionsHeld: 'Cannot change the questions of {{title}}: {{count}} student attempt(s) exist.',
  quizDeleteHeld: 'Cannot delete {{title}}: {{count}} student attempt(s) exist.',
  quizNotStarted: 'Start the quiz first.',
  quizAlreadyTaken: 'You have already taken this quiz.',
  quizTimeUp: 'Time is up: answers can no longer be saved.',
  quizTimeRanOut:
    'Time ran out, so this quiz was submitted for you with the answers you saved. See My Results.',
  quizPastDue: 'This quiz is past its due date.',
  quizChangedWhileStarting: 'The quiz changed while it was starting. Please try again.',
  quizAnswersChanged: 'Your answers changed while the quiz was being submitted. Please submit again.',
  // Virtual classes and notifications.
  virtualClassNotFound: 'Virtual class not found',
  classCancelled: 'This class was cancelled.',
  classEnded: 'This class has already ended.',
  classFull: 'This class is full.',
  classSeatsLeft: 'This class has {{count}} seats left.',
  maxBelowEnrolled: 'Max participants cannot be below the {{count}} students already enrolled.',
  teacherRequired: 'teacher: is required',
  teacherNotOfSubject: 'teacher: must be a teacher of this subject',
  teachersCannotEnrol: 'Teachers cannot enroll students or manage subjects.',
  classDuplicate: '{{title}} of this subject already starts at this time. Create it anyway?',
  repeatTooMany: 'Repeat weekly makes at most {{max}} classes: choose an earlier end date.',
  repeatUntilBeforeStart: 'Repeat weekly until must be on or after the day of the first class.',
  studentsNotInClassSubject: "studentIds: {{count}} of them are not enrolled in this class's subject",
  notificationNotFound: 'Notification not found',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** "role, withArticle" → "role": the names a template's placeholders ask for. */
type PlaceholderName<P extends string> = P extends `${infer Name},${string}` ? Name : P;
type PlaceholdersOf<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? PlaceholderName<P> | PlaceholdersOf<Rest>
  : never;

export type ErrorParamValue = string | number;
/** The params a `{{name}}` template needs: `{}` when it has none, so a missing one is a type error. */
export type TemplateParams<S extends string> = Record<PlaceholdersOf<S>, ErrorParamValue>;
/** The params a code's message needs. */
export type ErrorParams<C extends ErrorCode> = TemplateParams<(typeof ERROR_MESSAGES)[C]>;

/** Codes whose message has no placeholders: they need no params. */
export type PlainErrorCode = {
  [C in ErrorCode]: PlaceholdersOf<(typeof ERROR_MESSAGES)[C]> extends never ? C : never;
}[ErrorCode];

/** "an IGCSE", "a National": the article an English message needs before a word. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

const ENGLISH_FORMATS: Record<string, (value: string) => string> = { withArticle };

/** Fills a template's `{{name}}` / `{{name, format}}` from params (English formats only). */
export function fillTemplate(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    const text = String(value);
    return format ? (ENGLISH_FORMATS[format]?.(text) ?? text) : text;
  });
}

/** The English message of a code: exactly the text the server has always sent. */
export const englishErrorMessage = (code: ErrorCode, params?: Readonly<Record<string, unknown>>) =>
  fillTemplate(ERROR_MESSAGES[code], params);

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

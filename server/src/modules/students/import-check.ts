/**
 * Checking an import file: every rule, every row, nothing written. A row whose email is a stored
 * student's updates that student (or changes nothing when it matches); any other row adds one.
 */
import { STUDENT_CSV_LABELS, type StudentImportRow, type StudentUpdateBody } from '@sabora/contract';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { subjects } from '../../db/schema/index.js';
import { phoneChanged } from '../../lib/phones.js';
import { teachersOf } from './enrolment.js';
import { accountRoles, type StoredStudent, storedStudents } from './import-existing.js';
import { addProblem } from './import-problems.js';
import { readRows } from './import-read.js';
import {
  addFieldProblems,
  type ExistingStudentFields,
  existingStudentRules,
  type NewStudentFields,
  newStudentRules,
  ruleInput,
} from './import-rules.js';

export interface CheckedRow extends StudentImportRow {
  /** A new student's fields, when they are valid. */
  newStudent?: NewStudentFields;
  /** The stored student the row updates, and the fields it changes. */
  stored?: StoredStudent;
  update?: StudentUpdateBody;
  /** A new student's enrolments. */
  enrolments: { subjectId: string; teacherId: string }[];
  parentExists: boolean;
}

const codesOf = (cell: string) => [
  ...new Set(
    cell
      .split(';')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** "Physics (PHY-101)": a subject as a problem names it. */
const named = (subject: { name: string; code: string }) => `${subject.name} (${subject.code})`;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The columns an existing student's row changes, as an update body, and their labels. */
function changesOf(stored: StoredStudent, fields: ExistingStudentFields) {
  const p = stored.profile;
  const body: StudentUpdateBody = {};
  const changed = {
    firstName: fields.firstName !== stored.firstName,
    lastName: fields.lastName !== stored.lastName,
    phone: phoneChanged(stored.phone, fields.phone),
    system: fields.system !== p.system,
    academicYear: fields.academicYear !== p.academicYear,
    status: fields.status !== undefined && fields.status !== p.status,
    parentName: fields.parentName !== p.parentName,
    parentEmail: fields.parentEmail !== p.parentEmail.toLowerCase(),
    parentPhone: phoneChanged(p.parentPhone, fields.parentPhone),
  };
  for (const [column, differs] of Object.entries(changed) as [keyof typeof changed, boolean][]) {
    if (differs) Object.assign(body, { [column]: fields[column] });
  }
  return { body, labels: Object.keys(body).map((c) => STUDENT_CSV_LABELS[c as keyof typeof changed]) };
}

/** Every rule of every row, with all of each row's problems (nothing is written). */
export async function checkRows(ctx: AppContext, text: string): Promise<CheckedRow[]> {
  const { rows: fileRows, has } = readRows(text);
  const emailOf = (raw: { email: string }) => raw.email.trim().toLowerCase();
  const givenIds = fileRows.map((r) => r.raw.studentId.trim().toUpperCase()).filter(Boolean);
  const allEmails = [
    ...new Set(fileRows.flatMap((r) => [emailOf(r.raw), r.raw.parentEmail.trim().toLowerCase()])),
  ].filter(Boolean);
  const [roleOf, stored] = await Promise.all([
    accountRoles(ctx.db, allEmails),
    storedStudents(ctx.db, fileRows.map((r) => emailOf(r.raw)).filter(Boolean), givenIds),
  ]);
  const byEmail = new Map(stored.map((s) => [s.email, s]));
  const byStudentId = new Map(stored.map((s) => [s.profile.studentId.toUpperCase(), s]));

  const rows = fileRows.map(({ line, raw, errors, problems }) => {
    const found = { errors, problems };
    const email = emailOf(raw);
    const existing = byEmail.get(email);
    const input = ruleInput(raw);
    const parsed = existing ? existingStudentRules.safeParse(input) : newStudentRules.safeParse(input);
    const badColumns = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
    if (!parsed.success) addFieldProblems(found, parsed.error, raw);

    const givenId = raw.studentId.trim().toUpperCase();
    const owner = givenId ? byStudentId.get(givenId) : undefined;
    if (givenId && existing && existing.profile.studentId.toUpperCase() !== givenId) {
      addProblem(found, 'importRowIdMismatch', {
        studentId: givenId,
        email,
        storedId: existing.profile.studentId,
      });
    } else if (givenId && !existing && owner) {
      addProblem(found, 'importRowIdTaken', { studentId: givenId, email: owner.email });
    } else if (givenId && !existing) {
      addProblem(found, 'importRowIdUnknown', { studentId: givenId });
    }
    const role = roleOf.get(email);
    if (!existing && role && !badColumns.has('email')) {
      if (role === 'student') addProblem(found, 'importRowStudentWithoutProfile', {});
      else addProblem(found, 'importRowEmailOtherRole', { role });
    }
    const row: CheckedRow = {
      line,
      studentId: existing?.profile.studentId ?? '',
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      system: input.system,
      subjects: codesOf(raw.subjects),
      parentEmail: raw.parentEmail.trim().toLowerCase(),
      action: existing ? 'update' : 'add',
      changes: [],
      errors,
      problems,
      enrolments: [],
      parentExists: false,
      ...(existing && { stored: existing }),
    };
    return { row, badColumns, fields: parsed.success ? parsed.data : undefined };
  });

  // Each email once in the file; a parent email held by no one but a parent.
  const studentLine = new Map<string, number>();
  for (const { row, badColumns } of rows) {
    if (!badColumns.has('email') && !studentLine.has(row.email)) studentLine.set(row.email, row.line);
  }
  for (const { row, badColumns } of rows) {
    const first = studentLine.get(row.email);
    if (!badColumns.has('email') && first !== row.line)
      addProblem(row, 'importRowEmailRepeated', { line: first! });
    if (badColumns.has('parentEmail')) continue;
    const parentRole = roleOf.get(row.parentEmail);
    row.parentExists = parentRole !== undefined;
    if (parentRole && parentRole !== 'parent') {
      addProblem(row, 'importRowParentOtherRole', { role: parentRole });
    } else if (studentLine.has(row.parentEmail)) {
      addProblem(row, 'importRowParentIsStudent', { line: studentLine.get(row.parentEmail)! });
    }
  }

  // Subjects by code, of the student's system; a new enrolment is taught by a teacher (the primary
  // one first), a kept one keeps its teacher and whether it is active.
  const codes = [...new Set(rows.flatMap((r) => r.row.subjects))];
  const found =
    codes.length === 0
      ? []
      : await ctx.db
          .select({ id: subjects.id, name: subjects.name, code: subjects.code, system: subjects.system })
          .from(subjects)
          .where(inArray(sql`upper(${subjects.code})`, codes));
  const byCode = new Map(found.map((s) => [s.code.toUpperCase(), s]));
  const teacherOf = new Map<string, string>();
  if (found.length > 0) {
    for (const t of await teachersOf(
      ctx.db,
      found.map((s) => s.id),
    )) {
      if (!teacherOf.has(t.subjectId)) teacherOf.set(t.subjectId, t.teacherId);
    }
  }
  for (const { row, badColumns, fields } of rows) {
    const kept = new Map((row.stored?.enrolments ?? []).map((e) => [e.code.toUpperCase(), e]));
    const entries: NonNullable<StudentUpdateBody['subjects']> = [];
    const checkSystem = !badColumns.has('system');
    if (has.has('subjects')) {
      for (const code of row.subjects) {
        const subject = byCode.get(code);
        const teacher = subject && (kept.get(code) ? kept.get(code)!.teacher : teacherOf.get(subject.id));
        if (!subject) addProblem(row, 'importRowSubjectUnknown', { code });
        else if (checkSystem && subject.system !== row.system) {
          addProblem(row, 'importRowSubjectOtherSystem', { subject: named(subject), system: row.system });
        } else if (kept.has(code)) {
          entries.push({
            subject: subject.id,
            teacher: teacher ?? undefined,
            isActive: kept.get(code)!.isActive,
          });
        } else if (!teacher) {
          addProblem(row, 'importRowSubjectUntaught', { subject: named(subject) });
        } else {
          entries.push({ subject: subject.id, teacher, isActive: true });
          if (!row.stored) row.enrolments.push({ subjectId: subject.id, teacherId: teacher });
        }
      }
    } else if (row.stored && checkSystem) {
      const misfit = row.stored.enrolments.find((e) => e.system !== row.system);
      if (misfit) {
        addProblem(row, 'importRowSystemMismatch', { subject: named(misfit), system: row.system });
      }
    }
    if (!fields || row.errors.length > 0) continue;
    if (!row.stored) {
      row.newStudent = fields as NewStudentFields;
      continue;
    }
    const { body, labels } = changesOf(row.stored, fields as ExistingStudentFields);
    const storedCodes = row.stored.enrolments.map((e) => e.code.toUpperCase());
    if (has.has('subjects') && !sameSet(row.subjects, storedCodes)) {
      body.subjects = entries;
      labels.push(STUDENT_CSV_LABELS.subjects);
    }
    row.changes = labels;
    row.update = body;
    if (labels.length === 0) row.action = 'unchanged';
  }
  return rows.map((r) => r.row);
}

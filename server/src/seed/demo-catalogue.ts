import type { Curriculum } from '../db/schema/index.js';

export interface DemoSubject {
  name: string;
  code: string;
  description: string;
  system: 'IGCSE' | 'American' | 'National';
  /** Emails of the teachers; the first is the primary teacher. */
  teachers: string[];
  curriculum: Curriculum;
}

/** Chapters of a demo subject, made from its curriculum topics so the two agree. */
export function demoChapters(subject: DemoSubject) {
  return subject.curriculum.topics.map((topic, i) => ({
    title: topic.title,
    description: `${topic.title} in ${subject.name}.`,
    order: i + 1,
    content: `${topic.title}. ${topic.description} This chapter starts from the key definitions, works through examples of rising difficulty, and ends with exam-style questions and a short summary of the common mistakes students make in past papers.`,
    objectives: [
      `Explain the key ideas of ${topic.title.toLowerCase()}`,
      'Solve exam-style questions',
      'Avoid the common mistakes',
    ],
    duration: 1.5 + (i % 3) * 0.5,
  }));
}

const topics = (...titles: string[]): Curriculum => ({
  resources: [],
  topics: titles.map((title, i) => ({
    title,
    description: `${title}: lessons, worked examples and practice.`,
    durationWeeks: 2 + (i % 3),
  })),
});

export const DEMO_SUBJECTS: DemoSubject[] = [
  {
    name: 'Mathematics',
    code: 'IGCSE-0580',
    description:
      'Cambridge IGCSE Mathematics (Extended): number, algebra, geometry, statistics and probability.',
    system: 'IGCSE',
    teachers: ['mona.hassan@sabora.school'],
    curriculum: topics('Number', 'Algebra and graphs', 'Geometry', 'Trigonometry', 'Statistics'),
  },
  {
    name: 'Physics',
    code: 'IGCSE-0625',
    description: 'Cambridge IGCSE Physics: motion, forces, energy, waves, electricity and magnetism.',
    system: 'IGCSE',
    teachers: ['omar.farouk@sabora.school'],
    curriculum: topics('Motion, forces and energy', 'Thermal physics', 'Waves', 'Electricity and magnetism'),
  },
  {
    name: 'SAT Math',
    code: 'SAT-MATH',
    description: 'Digital SAT Math: algebra, advanced math, problem solving and data analysis, geometry.',
    system: 'American',
    teachers: ['sarah.adams@sabora.school', 'mona.hassan@sabora.school'],
    curriculum: topics(
      'Algebra',
      'Advanced math',
      'Problem solving and data analysis',
      'Geometry and trigonometry',
    ),
  },
  {
    name: 'SAT Reading and Writing',
    code: 'SAT-RW',
    description: 'Digital SAT Reading and Writing: craft and structure, information and ideas, conventions.',
    system: 'American',
    teachers: ['sarah.adams@sabora.school'],
    curriculum: topics('Craft and structure', 'Information and ideas', 'Standard English conventions'),
  },
  {
    name: 'Arabic Language',
    code: 'TA-ARABIC',
    description: 'Thanaweya Amma Arabic: grammar (nahw), literature, reading and composition.',
    system: 'National',
    teachers: ['omar.farouk@sabora.school'],
    curriculum: topics('Grammar', 'Literature', 'Reading', 'Composition'),
  },
  {
    name: 'Chemistry',
    code: 'TA-CHEM',
    description:
      'Thanaweya Amma Chemistry: transition elements, analytical, electrochemistry and organic chemistry.',
    system: 'National',
    teachers: ['mona.hassan@sabora.school', 'omar.farouk@sabora.school'],
    curriculum: topics(
      'Transition elements',
      'Chemical analysis',
      'Chemical equilibrium',
      'Electrochemistry',
      'Organic chemistry',
    ),
  },
];

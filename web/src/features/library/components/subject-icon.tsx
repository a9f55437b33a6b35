import { ThemeIcon } from '@mantine/core';
import {
  IconAtom,
  IconBook,
  IconBuildingMonument,
  IconChartLine,
  IconCode,
  IconDna,
  IconFlask,
  IconLanguage,
  IconMathFunction,
  IconMusic,
  IconPalette,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * A subject card's icon is chosen by its name; the first rule whose word starts a word of the name
 * wins.
 */
const ICON_RULES: ReadonlyArray<readonly [RegExp, TablerIcon]> = [
  [/\b(math|algebra|calculus|geometry|statistic)/i, IconMathFunction],
  [/\bphysic/i, IconAtom],
  [/\bchemi/i, IconFlask],
  [/\b(computer|ict|programming|coding)/i, IconCode],
  [/\b(bio|science)/i, IconDna],
  [/\b(english|arabic|french|german|spanish|italian|language|literature)/i, IconLanguage],
  [/\b(history|social)/i, IconBuildingMonument],
  [/\bgeograph/i, IconWorld],
  [/\b(econom|business|accounting|commerce)/i, IconChartLine],
  [/\b(art|design|drawing)/i, IconPalette],
  [/\bmusic/i, IconMusic],
];

export function subjectIconOf(name: string): TablerIcon {
  return ICON_RULES.find(([rule]) => rule.test(name))?.[1] ?? IconBook;
}

export function SubjectIcon({ name }: { name: string }) {
  const Icon = subjectIconOf(name);
  return (
    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
      <Icon size={26} />
    </ThemeIcon>
  );
}

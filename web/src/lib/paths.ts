/** Where a parent reads their children's grades (DESIGN §3); /grades is the students' own screen. */
export const PARENT_GRADES_PATH = '/dashboard/grades';

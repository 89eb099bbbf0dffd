/** A broken rule of the content contract, named by its file (relative to content/) and line (1-based). */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (problem: ContentProblem): string => `content/${problem.file}:${problem.line}: ${problem.message}`;

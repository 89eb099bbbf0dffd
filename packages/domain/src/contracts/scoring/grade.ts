import { z } from 'zod';

/** Grades of the pole score and of the ecological score, best first. */
export const GRADES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const gradeSchema = z.enum(GRADES);

export type Grade = z.infer<typeof gradeSchema>;

/** 0 to 100, the points a grade is read from. */
export const pointsSchema = z.number().int().min(0).max(100);

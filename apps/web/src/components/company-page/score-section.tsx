import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRADES, formatDateFr, type PoleScore, type SubScore } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import styles from './company-page.module.css';
import { CompanyHelpText } from './company-help-text';
import { CompanySection } from './company-section';

const SUB_SCORES = [
  ['overall', 'score.overall'],
  ['financial_performance', 'score.financialPerformance'],
  ['resilience', 'score.resilience'],
  ['industrial_property', 'score.industrialProperty'],
] as const;

/** Grade colours, A green to F red; white text on each meets 4.5:1. */
const GRADE_COLOURS: Record<(typeof GRADES)[number], string> = {
  A: '#1b5e20',
  B: '#33691e',
  C: '#5d5d00',
  D: '#8a4b00',
  E: '#a33a00',
  F: '#b3261e',
};

function GradeValue({ score }: { score: SubScore }) {
  const t = getT('company');
  if (score.grade === null) {
    return (
      <>
        {t('score.notGraded')}
        {score.reason ? <span className={styles.muted} style={{ display: 'block', fontWeight: 400 }}>{t(`score.reasons.${score.reason}`)}</span> : null}
      </>
    );
  }
  return (
    <>
      <span style={{ display: 'inline-block', minWidth: '2.5rem', textAlign: 'center', borderRadius: 4, padding: '0 8px', fontSize: '1.5rem', color: '#fff', background: GRADE_COLOURS[score.grade] }}>
        {score.grade}
      </span>
      {score.points !== null ? <span className={styles.muted} style={{ display: 'block', fontWeight: 400 }}>{t('score.points', { points: score.points })}</span> : null}
      {score.capped_by ? <span style={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}>{t('score.cappedByInsolvency')}</span> : null}
    </>
  );
}

/** The pole score's four grades (A–F) with their meaning and why a grade is missing. */
export function ScoreSection({ score }: { score: PoleScore }) {
  const t = getT('company');
  const graded = SUB_SCORES.some(([key]) => score[key].grade !== null);
  return (
    <CompanySection id="score">
      {graded ? null : (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
          {t('empty.score')}
        </Typography>
      )}
      <dl className={styles.tiles}>
        {SUB_SCORES.map(([key, label]) => (
          <div key={key} className={styles.tile}>
            <dt className={styles.tileTerm}>{t(label)}</dt>
            <dd className={styles.tileValue}>
              <GradeValue score={score[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {score.fiscal_year_end ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('score.fiscalYear', { date: formatDateFr(score.fiscal_year_end) })}
        </Typography>
      ) : null}
      <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('score.explanationTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, maxWidth: '75ch' }} data-help-text="">
        <CompanyHelpText textKey="score.explanation" />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, fontSize: '0.875rem' }}>
        {GRADES.map((grade) => (
          <li key={grade}>{t(`score.grades.${grade}`)}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <AppLink href="/pole-score" prefetch={false}>
          {t('score.learnMore')}
        </AppLink>
      </Box>
    </CompanySection>
  );
}

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { companyPath, type DirectorCompanyRoles } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { getT } from '@/i18n/get-t';
import { mandateDatesLabel } from '@/lib/directors/mandate-dates-label';

/** Companies of one mandate list (current or past), each with the person's roles and their dates. */
export function DirectorMandatesTable({ caption, entries }: { caption: string; entries: readonly DirectorCompanyRoles[] }) {
  const t = getT('director');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('mandates.company')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('mandates.role')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('mandates.place')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(({ company, roles }) => (
            <TableRow key={company.siren}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                <AppLink href={companyPath(company.siren, company.name)}>
                  <TextValue value={company.name} />
                </AppLink>
                <Typography variant="body2" color="text.secondary">
                  SIREN {company.siren}
                  {company.status === 'closed' ? ` · ${t('mandates.closed')}` : null}
                </Typography>
              </TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {roles.map((role, index) => (
                    <li key={`${role.code ?? ''}-${role.start_date ?? ''}-${index}`}>
                      {role.label ?? role.code ?? t('mandates.unknownRole')}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` — ${mandateDatesLabel(role, t)}`}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                {[company.city ? `${company.city}${company.postcode ? ` (${company.postcode})` : ''}` : null, company.naf?.label ?? company.naf?.code ?? null]
                  .filter(Boolean)
                  .join(' · ') || <TextValue value={null} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

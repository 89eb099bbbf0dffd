export interface HeadcountBand {
  code: string;
  label: string;
  minEmployees: number;
  /** null for the open-ended top band */
  maxEmployees: number | null;
}

/**
 * INSEE "tranche d'effectif salarié" codes used by Sirene (trancheEffectifs*), smallest
 * band first. NN: non-employer unit; 00: no employee at 31/12 but some during the year.
 */
export const HEADCOUNT_BANDS: readonly HeadcountBand[] = [
  {
    code: 'NN',
    label: "Unité non employeuse (pas de salarié au cours de l'année de référence et pas d'effectif au 31/12)",
    minEmployees: 0,
    maxEmployees: 0,
  },
  {
    code: '00',
    label: "0 salarié (n'ayant pas d'effectif au 31/12 mais ayant employé des salariés au cours de l'année de référence)",
    minEmployees: 0,
    maxEmployees: 0,
  },
  { code: '01', label: '1 ou 2 salariés', minEmployees: 1, maxEmployees: 2 },
  { code: '02', label: '3 à 5 salariés', minEmployees: 3, maxEmployees: 5 },
  { code: '03', label: '6 à 9 salariés', minEmployees: 6, maxEmployees: 9 },
  { code: '11', label: '10 à 19 salariés', minEmployees: 10, maxEmployees: 19 },
  { code: '12', label: '20 à 49 salariés', minEmployees: 20, maxEmployees: 49 },
  { code: '21', label: '50 à 99 salariés', minEmployees: 50, maxEmployees: 99 },
  { code: '22', label: '100 à 199 salariés', minEmployees: 100, maxEmployees: 199 },
  { code: '31', label: '200 à 249 salariés', minEmployees: 200, maxEmployees: 249 },
  { code: '32', label: '250 à 499 salariés', minEmployees: 250, maxEmployees: 499 },
  { code: '41', label: '500 à 999 salariés', minEmployees: 500, maxEmployees: 999 },
  { code: '42', label: '1 000 à 1 999 salariés', minEmployees: 1000, maxEmployees: 1999 },
  { code: '51', label: '2 000 à 4 999 salariés', minEmployees: 2000, maxEmployees: 4999 },
  { code: '52', label: '5 000 à 9 999 salariés', minEmployees: 5000, maxEmployees: 9999 },
  { code: '53', label: '10 000 salariés et plus', minEmployees: 10000, maxEmployees: null },
];

/**
 * Department code of an INSEE commune code: the first three characters overseas
 * (971…976, 975, 977…989), else the first two ('75', '2A', '2B').
 */
export function departmentOfCommune(communeCode: string): string {
  return communeCode.startsWith('97') || communeCode.startsWith('98') ? communeCode.slice(0, 3) : communeCode.slice(0, 2);
}

/** Why a Sirene row is not imported: the report's reason key (counted) and a detail (the offending value). */
export class RowRejection {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {}
}

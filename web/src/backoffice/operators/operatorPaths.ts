// Where the operators' pages live in the back office.
export const operatorsPath = "/admin/operators";
export const operatorPath = (id: string) => `${operatorsPath}/${id}`;

/** The fields of a bank account a customer transfers to, as the checkout and the follow-up show them. */
export interface BankAccountFields {
  name: string;
  alias: string;
  cvu: string;
  cuit: string;
}

/** The store's account as a definition list: holder, alias, CVU/CBU and CUIT. */
export function BankAccount({ account, className }: { account: BankAccountFields; className?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Titular</dt>
        <dd>{account.name}</dd>
      </div>
      <div>
        <dt>Alias</dt>
        <dd>{account.alias}</dd>
      </div>
      <div>
        <dt>CVU / CBU</dt>
        <dd>{account.cvu}</dd>
      </div>
      <div>
        <dt>CUIT</dt>
        <dd>{account.cuit}</dd>
      </div>
    </dl>
  );
}

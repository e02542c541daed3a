/**
 * What the product does, in numbers that hold for every group: its rules, not made-up totals of
 * games or a satisfaction rate nobody measured.
 */
const facts = [
  { value: '24', label: 'vagas por BID, com lista de espera' },
  { value: '1 toque', label: 'para confirmar pelo lembrete' },
  { value: '3 a 10', label: 'jogadores por time no sorteio' },
  { value: '3 meses', label: 'grátis para começar' },
]

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-y bg-secondary px-4 py-12">
      <h2 id="stats-title" className="sr-only">
        O Bidfut em números
      </h2>
      <dl className="mx-auto grid w-full max-w-5xl grid-cols-2 gap-x-4 gap-y-8 text-center md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm font-medium text-balance text-secondary-foreground sm:text-base">
              {fact.label}
            </dt>
            <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-5xl">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const stats = [
  { value: '+900', label: 'jogos organizados' },
  { value: '+500', label: 'times gerados' },
  { value: '95%', label: 'de satisfação' },
  { value: '+10', label: 'funcionalidades' },
]

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-y bg-secondary px-4 py-12">
      <h2 id="stats-title" className="sr-only">
        O Bidfut em números
      </h2>
      <dl className="mx-auto grid w-full max-w-5xl grid-cols-2 gap-x-4 gap-y-8 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-secondary-foreground sm:text-base">
              {stat.label}
            </dt>
            <dd className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

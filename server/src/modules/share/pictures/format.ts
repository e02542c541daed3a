const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 1.5 → '1,50': averages as the screens show them. */
export const formatDecimal = (value: number) => decimal.format(value)

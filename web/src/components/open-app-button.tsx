import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * 'Abrir o Bidfut' on the pages an email's link opens (/lembrete, /craque): the main action once
 * answered; beside the answer buttons it steps back (`secondary`).
 */
export function OpenAppButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <Button asChild size="lg" variant={secondary ? 'secondary' : 'default'} className="w-full">
      <Link to="/check-in">
        Abrir o Bidfut
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  )
}

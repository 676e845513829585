import {Converter, ReflectionFlag, ReflectionKind, type Application} from 'typedoc';

/**
 * An interface's members are never abstract. An interface may extend an abstract class (v2's
 * `Transaction extends LockContext`, `WebDBAdapter extends DBAdapter`), and TypeDoc sets the
 * modifiers of each member it inherits from the member's declaration, the class's
 * `abstract executeRaw<T>(…)`: the interface's page showed `abstract`, which no interface can
 * declare and which would tell a reader that an object of the interface may lack the member.
 * The flag is taken off every interface member once conversion is done.
 */
export function keepInterfaceMembersConcrete(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Interface))
      for (const member of reflection.isDeclaration() ? (reflection.children ?? []) : [])
        if (member.flags.isAbstract) member.setFlag(ReflectionFlag.Abstract, false);
  });
}

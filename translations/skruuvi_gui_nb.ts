<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Korttipöytä</source>
        <translation>Om Korttipöytä</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Korttipöytä {version}&lt;/h2&gt;&lt;p&gt;A card table for Cribbage, Skruuvi and Squint: play against the computer or with family on one screen.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Korttipöytä {version}&lt;/h2&gt;&lt;p&gt;Et kortbord for cribbage, skruuvi og squint: spill mot datamaskinen eller med familien på felles skjerm.&lt;/p&gt;&lt;p&gt;Fri programvare under GNU General Public License, versjon 3 eller senere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the program is, its version and its licence</source>
        <translation>Hva programmet er, versjonen og lisensen</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, {value} in all, the best.</source>
        <translation>Giv {deal}: {name} beholdt {kept}: {hand} på hånden, {crib} i krybben, {value} i alt, det beste valget.</translation>
    </message>
    <message>
        <source>Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, {value} in all; best {best} ({best_value}).</source>
        <translation>Giv {deal}: {name} beholdt {kept}: {hand} på hånden, {crib} i krybben, {value} i alt; det beste var {best} ({best_value}).</translation>
    </message>
    <message>
        <source>Nothing to analyse in this game.</source>
        <translation>Ingenting å analysere i dette spillet.</translation>
    </message>
    <message>
        <source>A discard&apos;s value is the kept cards&apos; points averaged over every starter that could be cut, plus what the thrown cards are expected to bring to your crib (minus, to the other side&apos;s).</source>
        <translation>Verdien av kortene du legger i krybben, er poengene til kortene du beholder i snitt over alle startkort som kunne bli snudd, pluss det de bortlagte kortene ventes å gi krybben din (eller minus det de gir motpartens krybbe).</translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Kort vurdert med alle hender kjent i de siste stikkene: %n; hvert kort nedenfor kostet stikk sammenlignet med det beste spillet.</numerusform>
            <numerusform>Kort vurdert med alle hender kjent i de siste stikkene: %n; hvert kort nedenfor kostet stikk sammenlignet med det beste spillet.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card cost a trick against the best play.</source>
        <translation>Ingen kort kostet et stikk sammenlignet med det beste spillet.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {name} pegged %n points with {card}; {better} would have pegged {better_points}.</source>
        <translation>
            <numerusform>Giv {deal}: {name} fikk %n poeng med {card} i spillefasen; {better} ville gitt {better_points}.</numerusform>
            <numerusform>Giv {deal}: {name} fikk %n poeng med {card} i spillefasen; {better} ville gitt {better_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open, in every trick: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Kort vurdert med alle hender kjent i alle stikkene: %n; hvert kort nedenfor kostet stikk sammenlignet med det beste spillet.</numerusform>
            <numerusform>Kort vurdert med alle hender kjent i alle stikkene: %n; hvert kort nedenfor kostet stikk sammenlignet med det beste spillet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more tricks; {best} would have taken {best_tricks}.</source>
        <translation>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, tok siden %n stikk til; {best} ville tatt {best_tricks}.</numerusform>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, tok siden %n stikk til; {best} ville tatt {best_tricks}.</numerusform>
        </translation>
    </message>
    <message>
        <source>What each bid said by the book:</source>
        <translation>Hva hver melding sa etter boka:</translation>
    </message>
    <message>
        <source>Deal {deal}, final bidding</source>
        <translation>Giv {deal}, sluttmelding</translation>
    </message>
    <message>
        <source>Deal {deal}, first bidding</source>
        <translation>Giv {deal}, første meldefase</translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below gave away points against the best play.</source>
        <translation>
            <numerusform>Kort vurdert med alle hender kjent i de siste stikkene: %n; hvert kort nedenfor ga bort poeng sammenlignet med det beste spillet.</numerusform>
            <numerusform>Kort vurdert med alle hender kjent i de siste stikkene: %n; hvert kort nedenfor ga bort poeng sammenlignet med det beste spillet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards too many to weigh exactly: %n.</source>
        <translation>
            <numerusform>Ikke vurdert nøyaktig, for mange muligheter: %n kort.</numerusform>
            <numerusform>Ikke vurdert nøyaktig, for mange muligheter: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card gave away points against the best play.</source>
        <translation>Ingen kort ga bort poeng sammenlignet med det beste spillet.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Giv {deal}, stikk {trick}: {name} spilte {card} og fikk %n poeng av given; {best} ville gitt {best_points}.</numerusform>
            <numerusform>Giv {deal}, stikk {trick}: {name} spilte {card} og fikk %n poeng av given; {best} ville gitt {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Giv {deal}, stikk {trick}: {name} spilte {card} og tapte %n poeng på given; {best} ville gitt {best_points}.</numerusform>
            <numerusform>Giv {deal}, stikk {trick}: {name} spilte {card} og tapte %n poeng på given; {best} ville gitt {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, fikk kontraktens spillere %n poeng; {best} ville holdt dem på {best_points}.</numerusform>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, fikk kontraktens spillere %n poeng; {best} ville holdt dem på {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, tapte kontraktens spillere %n poeng; {best} ville holdt dem på {best_points}.</numerusform>
            <numerusform>Giv {deal}, stikk {trick}: etter at {name} spilte {card}, tapte kontraktens spillere %n poeng; {best} ville holdt dem på {best_points}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seat that scores is weighed by its own points, a plain opponent by the contractors&apos; points, which it wants low. The seats that score alike play together; every other seat plays against the one weighed.</source>
        <translation>En spiller som får poeng, vurderes etter sine egne poeng, en vanlig motspiller etter poengene til kontraktens spillere, som den vil holde lave. Spillerne som får det samme, spiller sammen; alle andre spiller mot den som vurderes.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unfinished game</source>
        <translation>Uferdig spill</translation>
    </message>
    <message>
        <source>An unfinished game of {game} was saved. Go on with it? A new game keeps it for later in Game → Unfinished games.</source>
        <translation>Et uferdig {game}-spill er lagret. Vil du fortsette det? Et nytt spill tar vare på det til senere under Spill → Uferdige spill.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Go on with the unfinished game where it was left</source>
        <translation>Fortsett det uferdige spillet der det slapp</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Choose a new game; the unfinished one is kept for later</source>
        <translation>Velg et nytt spill; det uferdige tas vare på til senere</translation>
    </message>
    <message>
        <source>Another Korttipöytä window is already using the saved game in {folder}. This window leaves it alone: a game played here cannot be resumed after this window closes. A game finished here still goes into the game library and the statistics.</source>
        <translation>Et annet Korttipöytä-vindu bruker allerede det lagrede spillet i {folder}. Dette vinduet lar det være: et spill som spilles her, kan ikke fortsettes etter at vinduet er lukket. Et spill som spilles ferdig her, havner likevel i spillbiblioteket og statistikken.</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Allerede åpent</translation>
    </message>
</context>
<context>
    <name>CardBadges</name>
    <message>
        <source>A card you received in this deal, number {number} in the order given</source>
        <translation>Et kort du fikk i denne given, gitt som nummer {number}</translation>
    </message>
    <message>
        <source>A card you received in this deal</source>
        <translation>Et kort du fikk i denne given</translation>
    </message>
    <message>
        <source>Chosen to give, number {number}: the receiver sees the cards in this order</source>
        <translation>Valgt til å gis bort som nummer {number}: mottakeren ser kortene i denne rekkefølgen</translation>
    </message>
    <message>
        <source>Chosen to give to {name}</source>
        <translation>Valgt til å gis til {name}</translation>
    </message>
</context>
<context>
    <name>Cribbage</name>
    <message>
        <source>fifteen {total}</source>
        <translation>femten {total}</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>et par er {total}</translation>
    </message>
    <message>
        <source>a pair royal is {total}</source>
        <translation>tress er {total}</translation>
    </message>
    <message>
        <source>a double pair royal is {total}</source>
        <translation>dobbel tress er {total}</translation>
    </message>
    <message>
        <source>a run of {length} is {total}</source>
        <translation>en rekke på {length} er {total}</translation>
    </message>
    <message>
        <source>a flush of {length} is {total}</source>
        <translation>farge på {length} er {total}</translation>
    </message>
    <message>
        <source>and one for his nobs is {total}</source>
        <translation>og én for nobs er {total}</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>nineteen: not a single point</source>
        <translation>nitten: ikke et eneste poeng</translation>
    </message>
    <message>
        <source>Your crib counts {total}</source>
        <translation>Krybben din teller {total}</translation>
    </message>
    <message>
        <source>Your hand counts {total}</source>
        <translation>Hånden din teller {total}</translation>
    </message>
    <message>
        <source>{name}&apos;s crib counts {total}</source>
        <translation>Krybben til {name} teller {total}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand counts {total}</source>
        <translation>Hånden til {name} teller {total}</translation>
    </message>
    <message numerus="yes">
        <source>You claim %n</source>
        <translation>
            <numerusform>Du krever %n poeng</numerusform>
            <numerusform>Du krever %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n</source>
        <translation>
            <numerusform>{name} krever %n poeng</numerusform>
            <numerusform>{name} krever %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take %n</source>
        <translation>
            <numerusform>Muggins! Du tar %n poeng</numerusform>
            <numerusform>Muggins! Du tar %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! {name} takes %n</source>
        <translation>
            <numerusform>Muggins! {name} tar %n poeng</numerusform>
            <numerusform>Muggins! {name} tar %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>count</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>Go!</source>
        <translation>Go!</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>+{points} {reason}</source>
        <translation>+{points} {reason}</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>You and {name} win the match!</source>
        <translation>Du og {name} vant kampen!</translation>
    </message>
    <message>
        <source>You and {name} win!</source>
        <translation>Du og {name} vant!</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} vant kampen!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vant!</translation>
    </message>
    <message>
        <source>Skunk! The win counts double.</source>
        <translation>Skunk! Seieren teller dobbelt.</translation>
    </message>
    <message>
        <source>Double skunk! The win counts three times.</source>
        <translation>Dobbel skunk! Seieren teller tre ganger.</translation>
    </message>
    <message numerus="yes">
        <source>The cards are not worth %n. Count again.</source>
        <translation>
            <numerusform>Kortene er ikke verdt %n poeng. Tell på nytt.</numerusform>
            <numerusform>Kortene er ikke verdt %n poeng. Tell på nytt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Games {games}: the first to win %n games wins the match</source>
        <translation>
            <numerusform>Spill {games}: den som først vinner %n spill, vinner kampen</numerusform>
            <numerusform>Spill {games}: den som først vinner %n spill, vinner kampen</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim</source>
        <extracomment>The label of a button on the prompt line.</extracomment>
        <translation>Krev</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bekreft</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Your crib</source>
        <extracomment>Above a counted hand, by whether it is a crib and whether it is the viewer&apos;s.</extracomment>
        <translation>Krybben din</translation>
    </message>
    <message>
        <source>That card would take the count over 31 (count {count})</source>
        <translation>Det kortet ville ta summen over 31 (sum {count})</translation>
    </message>
    <message>
        <source>Your turn (count {count})</source>
        <translation>Din tur (sum {count})</translation>
    </message>
    <message>
        <source>{name}&apos;s crib</source>
        <translation>Krybben til {name}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Hånden din</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Hånden til {name}</translation>
    </message>
    <message>
        <source>The show: your crib</source>
        <extracomment>The prompt line while a hand is counted (the keys as above).</extracomment>
        <translation>Telling: krybben din</translation>
    </message>
    <message>
        <source>The show: {name}&apos;s crib</source>
        <translation>Telling: krybben til {name}</translation>
    </message>
    <message>
        <source>The show: your hand</source>
        <translation>Telling: hånden din</translation>
    </message>
    <message>
        <source>The show: {name}&apos;s hand</source>
        <translation>Telling: hånden til {name}</translation>
    </message>
    <message>
        <source>{show} — click or press Enter for the next count</source>
        <translation>{show} — klikk eller trykk Enter for neste telling</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Du vant kampen!</translation>
    </message>
    <message>
        <source>{name} and {second} win the match!</source>
        <translation>{name} og {second} vant kampen!</translation>
    </message>
    <message>
        <source>{name} and {second} win!</source>
        <translation>{name} og {second} vant!</translation>
    </message>
    <message>
        <source>Games {games}: the match is won</source>
        <translation>Spill {games}: kampen er avgjort</translation>
    </message>
    <message>
        <source>Say go: no card of yours keeps the count at 31 or under</source>
        <extracomment>What a button on the prompt line does, said in its tooltip.</extracomment>
        <translation>Si go: ingen av kortene dine holder summen på 31 eller under</translation>
    </message>
    <message>
        <source>Claim the points set beside the button</source>
        <translation>Krev poengene som er valgt ved siden av knappen</translation>
    </message>
    <message>
        <source>Call muggins: take the points the other player missed</source>
        <translation>Rop muggins: ta poengene den andre spilleren overså</translation>
    </message>
    <message>
        <source>Let the claim stand without calling muggins</source>
        <translation>La kravet stå uten å rope muggins</translation>
    </message>
    <message>
        <source>Lay the picked cards in the crib</source>
        <translation>Legg de valgte kortene i krybben</translation>
    </message>
    <message>
        <source>Play the picked card</source>
        <translation>Spill det valgte kortet</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Choose a card for your crib ({chosen}/1 chosen)</source>
        <translation>Velg et kort til krybben din ({chosen}/1 valgt)</translation>
    </message>
    <message>
        <source>Choose a card for {name}&apos;s crib ({chosen}/1 chosen)</source>
        <translation>Velg et kort til krybben til {name} ({chosen}/1 valgt)</translation>
    </message>
    <message>
        <source>Choose 2 cards for your crib ({chosen}/2 chosen)</source>
        <translation>Velg 2 kort til krybben din ({chosen}/2 valgt)</translation>
    </message>
    <message>
        <source>Choose 2 cards for {name}&apos;s crib ({chosen}/2 chosen)</source>
        <translation>Velg 2 kort til krybben til {name} ({chosen}/2 valgt)</translation>
    </message>
    <message>
        <source>Cutting for the deal</source>
        <translation>Trekker om hvem som gir</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Krybbe</translation>
    </message>
    <message>
        <source>No card fits under 31: say go (count {count})</source>
        <translation>Ingen kort passer under 31: si go (sum {count})</translation>
    </message>
    <message>
        <source>How many points does {card} score?</source>
        <translation>Hvor mange poeng gir {card}?</translation>
    </message>
    <message>
        <source>Your turn: play a card (count {count})</source>
        <translation>Din tur: spill et kort (sum {count})</translation>
    </message>
    <message>
        <source>Count your crib: how many points?</source>
        <translation>Tell krybben din: hvor mange poeng?</translation>
    </message>
    <message>
        <source>Count your hand: how many points?</source>
        <translation>Tell hånden din: hvor mange poeng?</translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n. Call muggins?</source>
        <translation>
            <numerusform>{name} krever %n poeng. Roper du muggins?</numerusform>
            <numerusform>{name} krever %n poeng. Roper du muggins?</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>All hands counted: next deal</source>
        <translation>Alle hender er telt: neste giv</translation>
    </message>
    <message>
        <source>Waiting for the others to discard</source>
        <translation>Venter på at de andre legger i krybben</translation>
    </message>
    <message>
        <source>Everyone puts cards in the crib</source>
        <translation>Alle legger kort i krybben</translation>
    </message>
    <message>
        <source>{name} may call muggins</source>
        <translation>{name} kan rope muggins</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (count {count})</source>
        <translation>Tur for {name} (sum {count})</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to the player in seat {n}</source>
        <translation>Gi skjermen til spilleren på plass {n}</translation>
    </message>
    <message>
        <source>I&apos;m in seat {n} — show my cards</source>
        <translation>Jeg sitter på plass {n} — vis kortene mine</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gi skjermen til {name}</translation>
    </message>
    <message>
        <source>I&apos;m {name} — show my cards</source>
        <translation>Jeg er {name} — vis kortene mine</translation>
    </message>
    <message numerus="yes">
        <source>…and %n earlier events</source>
        <translation>
            <numerusform>…og %n tidligere hendelse</numerusform>
            <numerusform>…og %n tidligere hendelser</numerusform>
        </translation>
    </message>
    <message>
        <source>Since you last looked:</source>
        <translation>Siden du så sist:</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>fifteen</source>
        <extracomment>A scoring reason of cribbage or Skruuvi as a line of the game log names it.</extracomment>
        <translation>femten</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>trettien</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>pair royal</source>
        <translation>tress</translation>
    </message>
    <message>
        <source>double pair royal</source>
        <translation>dobbel tress</translation>
    </message>
    <message>
        <source>run</source>
        <translation>rekke</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>farge</translation>
    </message>
    <message>
        <source>his nobs</source>
        <translation>nobs</translation>
    </message>
    <message>
        <source>his heels</source>
        <translation>knekt på startkortet</translation>
    </message>
    <message>
        <source>go</source>
        <translation>go</translation>
    </message>
    <message>
        <source>last card</source>
        <translation>siste kort</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>krav</translation>
    </message>
    <message>
        <source>muggins</source>
        <translation>muggins</translation>
    </message>
    <message>
        <source>You score fifteen for {points}</source>
        <translation>Du får femten for {points}</translation>
    </message>
    <message>
        <source>{name}: fifteen for {points}</source>
        <translation>{name}: femten for {points}</translation>
    </message>
    <message>
        <source>You score thirty-one for {points}</source>
        <translation>Du får trettien for {points}</translation>
    </message>
    <message>
        <source>{name}: thirty-one for {points}</source>
        <translation>{name}: trettien for {points}</translation>
    </message>
    <message>
        <source>You score a pair for {points}</source>
        <translation>Du får et par for {points}</translation>
    </message>
    <message>
        <source>{name}: a pair for {points}</source>
        <translation>{name}: et par for {points}</translation>
    </message>
    <message>
        <source>You score pair royal for {points}</source>
        <translation>Du får tress for {points}</translation>
    </message>
    <message>
        <source>{name}: pair royal for {points}</source>
        <translation>{name}: tress for {points}</translation>
    </message>
    <message>
        <source>You score double pair royal for {points}</source>
        <translation>Du får dobbel tress for {points}</translation>
    </message>
    <message>
        <source>{name}: double pair royal for {points}</source>
        <translation>{name}: dobbel tress for {points}</translation>
    </message>
    <message>
        <source>You score a run of {points} for {points}</source>
        <translation>Du får en rekke på {points} for {points}</translation>
    </message>
    <message>
        <source>{name}: a run of {points} for {points}</source>
        <translation>{name}: en rekke på {points} for {points}</translation>
    </message>
    <message>
        <source>You score a flush for {points}</source>
        <translation>Du får farge for {points}</translation>
    </message>
    <message>
        <source>{name}: a flush for {points}</source>
        <translation>{name}: farge for {points}</translation>
    </message>
    <message>
        <source>You score one for his nobs</source>
        <translation>Du får én for nobs</translation>
    </message>
    <message>
        <source>{name}: one for his nobs</source>
        <translation>{name}: én for nobs</translation>
    </message>
    <message>
        <source>You score two for his heels</source>
        <translation>Du får to for knekt på startkortet</translation>
    </message>
    <message>
        <source>{name}: two for his heels</source>
        <translation>{name}: to for knekt på startkortet</translation>
    </message>
    <message>
        <source>You score one for the go</source>
        <translation>Du får én for go</translation>
    </message>
    <message>
        <source>{name}: one for the go</source>
        <translation>{name}: én for go</translation>
    </message>
    <message>
        <source>You score one for the last card</source>
        <translation>Du får én for siste kort</translation>
    </message>
    <message>
        <source>{name}: one for the last card</source>
        <translation>{name}: én for siste kort</translation>
    </message>
    <message>
        <source>You claim {points}</source>
        <translation>Du krever {points}</translation>
    </message>
    <message>
        <source>{name} claims {points}</source>
        <translation>{name} krever {points}</translation>
    </message>
    <message>
        <source>You call muggins and take {points}</source>
        <translation>Du roper muggins og tar {points}</translation>
    </message>
    <message>
        <source>{name} calls muggins and takes {points}</source>
        <translation>{name} roper muggins og tar {points}</translation>
    </message>
    <message>
        <source>You score {points} for {reason}</source>
        <translation>Du får {points} for {reason}</translation>
    </message>
    <message>
        <source>{name} scores {points} for {reason}</source>
        <translation>{name} får {points} for {reason}</translation>
    </message>
    <message>
        <source>{name}: go</source>
        <translation>{name}: go</translation>
    </message>
    <message>
        <source>You say go</source>
        <translation>Du sier go</translation>
    </message>
    <message>
        <source>You call muggins!</source>
        <translation>Du roper muggins!</translation>
    </message>
    <message>
        <source>{name}: muggins!</source>
        <translation>{name}: muggins!</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passer</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Du passer</translation>
    </message>
    <message>
        <source>You: {what}</source>
        <translation>Du: {what}</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>You turn up {cards}</source>
        <translation>Du snur {cards}</translation>
    </message>
    <message>
        <source>{name} turns up {cards}</source>
        <translation>{name} snur {cards}</translation>
    </message>
    <message>
        <source>Your crib: {cards}</source>
        <translation>Krybben din: {cards}</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Du viser {cards}</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} viser {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s crib: {cards}</source>
        <translation>Krybben til {name}: {cards}</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} vinner spillet</translation>
    </message>
    <message>
        <source>{first} and {second} win the game</source>
        <translation>{first} og {second} vinner spillet</translation>
    </message>
    <message>
        <source>{name} played {card}</source>
        <translation>{name} spilte {card}</translation>
    </message>
    <message>
        <source>{name} puts a card in the crib</source>
        <translation>{name} legger et kort i krybben</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Du vinner spillet</translation>
    </message>
    <message>
        <source>You and {name} win the game</source>
        <translation>Du og {name} vinner spillet</translation>
    </message>
    <message>
        <source>You put a card in the crib</source>
        <translation>Du legger et kort i krybben</translation>
    </message>
    <message>
        <source>You put {count} cards in the crib</source>
        <translation>Du legger {count} kort i krybben</translation>
    </message>
    <message>
        <source>{name} puts {count} cards in the crib</source>
        <translation>{name} legger {count} kort i krybben</translation>
    </message>
    <message>
        <source>{name} passes a card</source>
        <translation>{name} gir bort et kort</translation>
    </message>
    <message>
        <source>You pass a card</source>
        <translation>Du gir bort et kort</translation>
    </message>
    <message>
        <source>You pass {count} cards</source>
        <translation>Du gir bort {count} kort</translation>
    </message>
    <message>
        <source>{name} passes {count} cards</source>
        <translation>{name} gir bort {count} kort</translation>
    </message>
    <message>
        <source>You played {card}</source>
        <translation>Du spilte {card}</translation>
    </message>
    <message>
        <source>You deal (deal {number})</source>
        <translation>Du gir (giv {number})</translation>
    </message>
    <message>
        <source>{name} deals (deal {number})</source>
        <translation>{name} gir (giv {number})</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Du tar stikket</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} tar stikket</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>oppfylt kontrakt</translation>
    </message>
    <message>
        <source>grandi bonus</source>
        <translation>grandibonus</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>overtricks</source>
        <translation>overstikk</translation>
    </message>
    <message>
        <source>undertricks</source>
        <translation>understikk</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>stikk</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>the robber, to the ledger</source>
        <translation>sesjonen, til hovedboka</translation>
    </message>
    <message>
        <source>You turn up the centre cards: {cards}</source>
        <translation>Du snur midtkortene: {cards}</translation>
    </message>
    <message>
        <source>{name} turns up the centre cards: {cards}</source>
        <translation>{name} snur midtkortene: {cards}</translation>
    </message>
    <message>
        <source>Everybody passed: {contract}</source>
        <translation>Alle passet: {contract}</translation>
    </message>
    <message>
        <source>Contract {contract}: you declare</source>
        <translation>Kontrakt {contract}: du er deklarant</translation>
    </message>
    <message>
        <source>Contract {contract}: {name} declares</source>
        <translation>Kontrakt {contract}: {name} er deklarant</translation>
    </message>
    <message>
        <source>{name}: {entry}</source>
        <translation>{name}: {entry}</translation>
    </message>
    <message>
        <source>To your ledger: {points}</source>
        <translation>Til hovedboka di: {points}</translation>
    </message>
    <message>
        <source>To {name}&apos;s ledger: {points}</source>
        <translation>Til hovedboka til {name}: {points}</translation>
    </message>
    <message>
        <source>{name}: {points} for {reason}</source>
        <translation>{name}: {points} for {reason}</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}</source>
        <translation>Sesjon {number}: {first} mot {second}</translation>
    </message>
    <message>
        <source>You knock</source>
        <translation>Du dobler</translation>
    </message>
    <message>
        <source>{name} knocks</source>
        <translation>{name} dobler</translation>
    </message>
    <message>
        <source>You re-knock</source>
        <translation>Du redobler</translation>
    </message>
    <message>
        <source>{name} re-knocks</source>
        <translation>{name} redobler</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Du melder {bid}</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} melder {bid}</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid}: the bidding comes back to you — raise it or pass</source>
        <translation>Ingen meldte over meldingen din, {bid}: turen går tilbake til deg — meld høyere eller pass</translation>
    </message>
    <message>
        <source>Nobody outbid {bid}: the bidding comes back to {name}, who may raise it or pass</source>
        <translation>Ingen meldte over {bid}: turen går tilbake til {name}, som kan melde høyere eller passe</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid}: pass and it is the contract, or raise it</source>
        <translation>Ingen meldte over meldingen din, {bid}: pass, så blir den kontrakten, eller meld høyere</translation>
    </message>
    <message>
        <source>Nobody outbid {bid}: the bidding comes back to {name}, who may raise it, or pass and make it the contract</source>
        <translation>Ingen meldte over {bid}: turen går tilbake til {name}, som kan melde høyere, eller passe så den blir kontrakten</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid} in two rounds: pass to take with it, or raise it</source>
        <translation>Ingen meldte over meldingen din, {bid}, i løpet av to runder: pass, så tar du bunken med den, eller meld høyere</translation>
    </message>
    <message>
        <source>Nobody outbid {bid} in two rounds: the bidding comes back to {name}, who may raise it, or pass and take with it</source>
        <translation>Ingen meldte over {bid} i løpet av to runder: turen går tilbake til {name}, som kan melde høyere, eller passe og ta bunken med den</translation>
    </message>
    <message>
        <source>You get a centre card</source>
        <translation>Du får et midtkort</translation>
    </message>
    <message>
        <source>{name} gets a centre card</source>
        <translation>{name} får et midtkort</translation>
    </message>
    <message>
        <source>You take the centre cards</source>
        <translation>Du tar midtkortene</translation>
    </message>
    <message>
        <source>{name} takes the centre cards</source>
        <translation>{name} tar midtkortene</translation>
    </message>
    <message>
        <source>{name} gives you a card</source>
        <translation>{name} gir deg et kort</translation>
    </message>
    <message>
        <source>{name} gives you {count} cards</source>
        <translation>{name} gir deg {count} kort</translation>
    </message>
    <message>
        <source>You give a card to {to}</source>
        <translation>Du gir et kort til {to}</translation>
    </message>
    <message>
        <source>You give {count} cards to {to}</source>
        <translation>Du gir {count} kort til {to}</translation>
    </message>
    <message>
        <source>{name} gives a card to {to}</source>
        <translation>{name} gir et kort til {to}</translation>
    </message>
    <message>
        <source>{name} gives {count} cards to {to}</source>
        <translation>{name} gir {count} kort til {to}</translation>
    </message>
    <message>
        <source>You laid a bid card</source>
        <translation>Du la et meldekort</translation>
    </message>
    <message>
        <source>{name} laid a bid card</source>
        <translation>{name} la et meldekort</translation>
    </message>
    <message>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <source>Bid cards: {items}</source>
        <translation>Meldekort: {items}</translation>
    </message>
    <message>
        <source>You discarded {cards} face up</source>
        <translation>Du la bort {cards} med forsiden opp</translation>
    </message>
    <message>
        <source>{name} discarded {cards} face up</source>
        <translation>{name} la bort {cards} med forsiden opp</translation>
    </message>
    <message>
        <source>You took the trick</source>
        <translation>Du tok stikket</translation>
    </message>
    <message>
        <source>{name} took the trick</source>
        <translation>{name} tok stikket</translation>
    </message>
    <message>
        <source>Deal {number}, you deal</source>
        <translation>Giv {number}, du gir</translation>
    </message>
    <message>
        <source>Deal {number}, dealer {name}</source>
        <translation>Giv {number}, giver {name}</translation>
    </message>
    <message>
        <source>You won the game</source>
        <translation>Du vant spillet</translation>
    </message>
    <message>
        <source>The winner: {name}</source>
        <translation>Vinner: {name}</translation>
    </message>
    <message>
        <source>Shared win: you and {names}</source>
        <translation>Delt seier: du og {names}</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Delt seier: {names}</translation>
    </message>
    <message>
        <source>You chose to play hand</source>
        <translation>Du valgte håndspill</translation>
    </message>
    <message>
        <source>{name} chose to play hand</source>
        <translation>{name} valgte håndspill</translation>
    </message>
    <message>
        <source>You chose the squint</source>
        <translation>Du valgte blinden</translation>
    </message>
    <message>
        <source>{name} chose the squint</source>
        <translation>{name} valgte blinden</translation>
    </message>
    <message>
        <source>You proposed hand play</source>
        <translation>Du foreslo håndspill</translation>
    </message>
    <message>
        <source>{name} proposed hand play</source>
        <translation>{name} foreslo håndspill</translation>
    </message>
    <message>
        <source>You accepted hand play</source>
        <translation>Du godtok håndspill</translation>
    </message>
    <message>
        <source>{name} accepted hand play</source>
        <translation>{name} godtok håndspill</translation>
    </message>
    <message>
        <source>You got a squint card</source>
        <translation>Du fikk et kort fra blinden</translation>
    </message>
    <message>
        <source>{name} got a squint card</source>
        <translation>{name} fikk et kort fra blinden</translation>
    </message>
    <message>
        <source>You took the squint</source>
        <translation>Du tok blinden</translation>
    </message>
    <message>
        <source>{name} took the squint</source>
        <translation>{name} tok blinden</translation>
    </message>
    <message>
        <source>You discarded a card face down</source>
        <translation>Du la bort et kort med baksiden opp</translation>
    </message>
    <message>
        <source>{name} discarded a card face down</source>
        <translation>{name} la bort et kort med baksiden opp</translation>
    </message>
    <message>
        <source>You discarded {count} cards face down</source>
        <translation>Du la bort {count} kort med baksiden opp</translation>
    </message>
    <message>
        <source>{name} discarded {count} cards face down</source>
        <translation>{name} la bort {count} kort med baksiden opp</translation>
    </message>
    <message>
        <source>{name} passed you a card</source>
        <translation>{name} ga deg et kort</translation>
    </message>
    <message>
        <source>{name} passed you {count} cards</source>
        <translation>{name} ga deg {count} kort</translation>
    </message>
    <message>
        <source>You passed a card to {to}</source>
        <translation>Du ga et kort til {to}</translation>
    </message>
    <message>
        <source>{name} passed a card to {to}</source>
        <translation>{name} ga et kort til {to}</translation>
    </message>
    <message>
        <source>You passed {count} cards to {to}</source>
        <translation>Du ga {count} kort til {to}</translation>
    </message>
    <message>
        <source>{name} passed {count} cards to {to}</source>
        <translation>{name} ga {count} kort til {to}</translation>
    </message>
    <message>
        <source>You score {points} for the Ace Solo</source>
        <translation>Du får {points} for esssolo</translation>
    </message>
    <message>
        <source>{name}: {points} for the Ace Solo</source>
        <translation>{name}: {points} for esssolo</translation>
    </message>
    <message>
        <source>You score {points} for the Misère</source>
        <translation>Du får {points} for misère</translation>
    </message>
    <message>
        <source>{name}: {points} for the Misère</source>
        <translation>{name}: {points} for misère</translation>
    </message>
    <message>
        <source>You score {points} for the Grand Solo</source>
        <translation>Du får {points} for storsolo</translation>
    </message>
    <message>
        <source>{name}: {points} for the Grand Solo</source>
        <translation>{name}: {points} for storsolo</translation>
    </message>
    <message>
        <source>You score {points} for the Solo</source>
        <translation>Du får {points} for solo</translation>
    </message>
    <message>
        <source>{name}: {points} for the Solo</source>
        <translation>{name}: {points} for solo</translation>
    </message>
    <message>
        <source>You score {points} for the Duo</source>
        <translation>Du får {points} for duo</translation>
    </message>
    <message>
        <source>{name}: {points} for the Duo</source>
        <translation>{name}: {points} for duo</translation>
    </message>
    <message>
        <source>You score {points} in Nemo</source>
        <translation>Du får {points} i nemo</translation>
    </message>
    <message>
        <source>{name}: {points} in Nemo</source>
        <translation>{name}: {points} i nemo</translation>
    </message>
    <message>
        <source>You score {points}</source>
        <translation>Du får {points}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>it is a folder, a device or a link, not a file</source>
        <translation>den er en mappe, en enhet eller en lenke, ikke en fil</translation>
    </message>
    <message>
        <source>the system does not allow reading it</source>
        <translation>systemet tillater ikke å lese den</translation>
    </message>
    <message>
        <source>it is far too large or too deeply nested</source>
        <translation>den er altfor stor eller altfor dypt nøstet</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>den er ingen tekstfil</translation>
    </message>
    <message>
        <source>its contents are damaged or cut short</source>
        <translation>innholdet er skadet eller avkortet</translation>
    </message>
    <message>
        <source>it holds a number or a text that no file of this program holds</source>
        <translation>den inneholder et tall eller en tekst som ingen av dette programmets filer har</translation>
    </message>
    <message>
        <source>it holds something other than this program&apos;s data</source>
        <translation>den inneholder noe annet enn dette programmets data</translation>
    </message>
    <message>
        <source>it holds a longer game than the rules allow in practice</source>
        <translation>den inneholder et lengre spill enn reglene tillater i praksis</translation>
    </message>
    <message>
        <source>it is damaged, another program&apos;s, or from a newer version</source>
        <translation>den er skadet, tilhører et annet program eller er fra en nyere versjon</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}.</source>
        <translation>{file} kunne ikke leses: {reason}.</translation>
    </message>
    <message>
        <source>It was moved aside as {moved}.</source>
        <translation>Den ble flyttet til side som {moved}.</translation>
    </message>
    <message>
        <source>Its folder does not allow moving it aside, so it stays.</source>
        <translation>Mappen tillater ikke å flytte den til side, så den blir liggende.</translation>
    </message>
    <message>
        <source>The previous version was restored from {backup}.</source>
        <translation>Forrige versjon ble hentet tilbake fra {backup}.</translation>
    </message>
    <message>
        <source>Its backup was damaged too and was moved aside as {moved}.</source>
        <translation>Sikkerhetskopien var også skadet og ble flyttet til side som {moved}.</translation>
    </message>
    <message>
        <source>Its backup was damaged too.</source>
        <translation>Sikkerhetskopien var også skadet.</translation>
    </message>
    <message>
        <source>Details: {detail}</source>
        <translation>Tekniske detaljer: {detail}</translation>
    </message>
    <message>
        <source>A saved file was damaged</source>
        <translation>En lagret fil var skadet</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Lukk denne meldingen</translation>
    </message>
    <message>
        <source>{file} cannot be opened.</source>
        <translation>{file} kan ikke åpnes.</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}.</source>
        <translation>{file} kan ikke åpnes: {reason}.</translation>
    </message>
    <message>
        <source>another program is using the file, such as an antivirus or backup program; the new version is kept as {file}</source>
        <translation>et annet program bruker filen, for eksempel et antivirus- eller sikkerhetskopiprogram; den nye versjonen er tatt vare på som {file}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the folder does not allow this program to write there</source>
        <translation>mappen tillater ikke dette programmet å skrive der</translation>
    </message>
    <message>
        <source>the folder is missing</source>
        <translation>mappen finnes ikke</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>en fil står der mappen skal være</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>en mappe står der filen skal være</translation>
    </message>
    <message>
        <source>the system refused (error {code})</source>
        <translation>systemet nektet (feil {code})</translation>
    </message>
    <message>
        <source>{file} could not be saved: {reason}.</source>
        <translation>{file} kunne ikke lagres: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spillogg</translation>
    </message>
    <message>
        <source>Every call and card of the game so far, deal by deal</source>
        <translation>Alle meldinger og kort i spillet så langt, giv for giv</translation>
    </message>
</context>
<context>
    <name>GameNumber</name>
    <message>
        <source>Deal a game again by its number, with the last game&apos;s players and rules</source>
        <translation>Gi et spill på nytt etter nummeret, med forrige spills spillere og regler</translation>
    </message>
    <message>
        <source>Deal the game with this number</source>
        <translation>Gi spillet med dette nummeret</translation>
    </message>
    <message>
        <source>Close without dealing; the table stays as it is</source>
        <translation>Lukk uten å gi; bordet blir som det er</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Card table</source>
        <extracomment>A line of the show&apos;s narration as it appears (&quot;fifteen two&quot;). Why the card the person tried to play may not go now. The person chose otherwise than the hint (picked a card it did not mark): it is gone.</extracomment>
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Hva du gjør nå</translation>
    </message>
    <message>
        <source>Points claimed</source>
        <translation>Krevde poeng</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}</source>
        <translation>Du må følge farge: spill en {suit}</translation>
    </message>
    <message>
        <source>That card cannot be played now</source>
        <translation>Det kortet kan ikke spilles nå</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Skruuvi</source>
        <translation>Skruuvi</translation>
    </message>
    <message>
        <source>Squint</source>
        <translation>Squint</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <source>Rules guide — {game}</source>
        <extracomment>The games in the chooser, in the order of the new-game dialog.</extracomment>
        <translation>Regelveiledning — {game}</translation>
    </message>
    <message>
        <source>The guide to {game} cannot be found.</source>
        <translation>Regelveiledningen for {game} finnes ikke.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>The strongest computer player&apos;s choice for this hand.</source>
        <translation>Den sterkeste datamaskinspillerens valg for denne hånden.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter.</source>
        <translation>Beholder {cards}: verdt {points} i snitt med startkortet.</translation>
    </message>
    <message numerus="yes">
        <source>{card} pegs %n points.</source>
        <translation>
            <numerusform>{card} gir %n poeng.</numerusform>
            <numerusform>{card} gir %n poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only move you may make.</source>
        <translation>Det er det eneste trekket du kan gjøre.</translation>
    </message>
    <message>
        <source>{card} pegs nothing and makes the count {count}.</source>
        <translation>{card} gir ingen poeng og gjør summen {count}.</translation>
    </message>
    <message>
        <source>None of your cards keeps the count at 31 or under.</source>
        <translation>Ingen av kortene dine holder summen på 31 eller under.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, good for pegging.</source>
        <translation>Beholder {cards}: verdt {points} i snitt med startkortet, sterk i spillefasen.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, pegging risky.</source>
        <translation>Beholder {cards}: verdt {points} i snitt med startkortet, risikabel i spillefasen.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, pegging safe.</source>
        <translation>Beholder {cards}: verdt {points} i snitt med startkortet, trygg i spillefasen.</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Det er det eneste kortet du kan spille.</translation>
    </message>
    <message>
        <source>The cards you may play are all worth the same here.</source>
        <translation>Kortene du kan spille, er alle like mye verdt her.</translation>
    </message>
    <message>
        <source>Played out over guessed deals, no other card is expected to do better.</source>
        <translation>Når gjettede giv spilles ferdig, ventes ikke noe annet kort å gjøre det bedre.</translation>
    </message>
    <message>
        <source>Played out over guessed deals, it is expected to score {expected} points more than {card}.</source>
        <translation>Når gjettede giv spilles ferdig, ventes det å gi {expected} poeng mer enn {card}.</translation>
    </message>
    <message>
        <source>{card} takes the trick.</source>
        <translation>{card} tar stikket.</translation>
    </message>
    <message>
        <source>{card} takes the trick over from your partner.</source>
        <translation>{card} tar stikket fra makkeren din.</translation>
    </message>
    <message>
        <source>{card} wins the trick so far.</source>
        <translation>{card} vinner stikket så langt.</translation>
    </message>
    <message>
        <source>{card} leaves the trick to your partner.</source>
        <translation>{card} lar makkeren din få stikket.</translation>
    </message>
    <message>
        <source>{card} lets this trick go.</source>
        <translation>{card} gir fra seg dette stikket.</translation>
    </message>
    <message>
        <source>a loss of {number} points</source>
        <translation>{number} minuspoeng</translation>
    </message>
    <message>
        <source>{number} points</source>
        <translation>{number} poeng</translation>
    </message>
    <message>
        <source>{number} %</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>five cards of a suit, three honours</source>
        <translation>fem kort i en farge, tre av dem honnører</translation>
    </message>
    <message>
        <source>the ace and six cards of a suit</source>
        <translation>esset og seks kort i en farge</translation>
    </message>
    <message>
        <source>four honours in a suit</source>
        <translation>fire honnører i en farge</translation>
    </message>
    <message>
        <source>ace, king and queen of a suit and one more</source>
        <translation>ess, konge og dame i en farge og ett kort til</translation>
    </message>
    <message>
        <source>four cards of a suit, two honours</source>
        <translation>fire kort i en farge, to av dem honnører</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>tre ess</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>fire ess</translation>
    </message>
    <message>
        <source>the fourth ace after partner&apos;s grandi</source>
        <translation>det fjerde esset etter makkers grandi</translation>
    </message>
    <message>
        <source>two aces in the second round</source>
        <translation>to ess i andre runde</translation>
    </message>
    <message>
        <source>a suit that will do as trumps when none is good enough for 1</source>
        <translation>en farge som holder som trumf når ingen er god nok for 1</translation>
    </message>
    <message>
        <source>a very strong suit bid again</source>
        <translation>en svært sterk farge meldt igjen</translation>
    </message>
    <message>
        <source>a second suit of five cards, two honours</source>
        <translation>en annen farge med fem kort, to av dem honnører</translation>
    </message>
    <message>
        <source>showing an ace</source>
        <translation>å vise et ess</translation>
    </message>
    <message>
        <source>showing a king</source>
        <translation>å vise en konge</translation>
    </message>
    <message>
        <source>showing an ace or a king over the opponents&apos; bid</source>
        <translation>å vise ess eller konge over motpartens melding</translation>
    </message>
    <message>
        <source>a suit strong enough to block at six</source>
        <translation>en farge sterk nok til å sperre på seks</translation>
    </message>
    <message>
        <source>three spades or more</source>
        <translation>tre spar eller flere</translation>
    </message>
    <message>
        <source>strong clubs</source>
        <translation>sterk kløver</translation>
    </message>
    <message>
        <source>a strong red suit</source>
        <translation>en sterk rød farge</translation>
    </message>
    <message>
        <source>three aces and a stopper in every suit</source>
        <translation>tre ess og stopper i alle farger</translation>
    </message>
    <message numerus="yes">
        <source>The book&apos;s row for an even hand with at most two aces fits: you hold %n points.</source>
        <translation>
            <numerusform>Raden i boka for en jevn hånd med høyst to ess passer: du har %n poeng.</numerusform>
            <numerusform>Raden i boka for en jevn hånd med høyst to ess passer: du har %n poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>The book&apos;s row for middling misère cards fits: your hand risks about {about} forced tricks.</source>
        <translation>Raden i boka for middels misèrekort passer: hånden risikerer å måtte ta omtrent {about} stikk.</translation>
    </message>
    <message>
        <source>The book&apos;s row for very good misère cards fits: your hand risks about {about} forced tricks.</source>
        <translation>Raden i boka for svært gode misèrekort passer: hånden risikerer å måtte ta omtrent {about} stikk.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits: you hold {cards}, about {about} tricks.</source>
        <translation>Raden i boka for {what} passer: du har {cards}, omtrent {about} stikk.</translation>
    </message>
    <message>
        <source>Of the book&apos;s calls, the forecast expects this one to bring {expected}; {other}, {other_expected}.</source>
        <translation>Av bokas meldinger venter prognosen {expected} av denne; {other} ville gi {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects this bid to bring {expected}; letting their bid stand, {other_expected}.</source>
        <translation>Prognosen venter {expected} av denne meldingen og {other_expected} av å la motstandernes melding stå.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {bid} is expected to bring {expected}; {other}, {other_expected}: not enough more to overrule your partner.</source>
        <translation>Makkers {bid} ventes å gi {expected}; {other} ville gi {other_expected}: ikke nok mer til å overstyre makker.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}; {other}, {other_expected}: not enough more to change it.</source>
        <translation>Den stående meldingen {bid} ventes å gi {expected}; {other} ville gi {other_expected}: ikke nok mer til å bytte.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}, better than {other} ({other_expected}).</source>
        <translation>Den stående meldingen {bid} ventes å gi {expected}, bedre enn {other} ({other_expected}).</translation>
    </message>
    <message>
        <source>This bid shows the ace or king of {suit}: you hold {cards}.</source>
        <translation>Budet viser {suit} ess eller konge: du har {cards}.</translation>
    </message>
    <message>
        <source>Your hand risks only {about} forced tricks.</source>
        <translation>Hånden risikerer å måtte ta bare {about} stikk.</translation>
    </message>
    <message>
        <source>Your hand risks {about} forced tricks: too many to knock.</source>
        <translation>Hånden risikerer å måtte ta {about} stikk: for mange til å doble.</translation>
    </message>
    <message>
        <source>The forecast expects {expected} for the declarers: not enough of a loss to knock.</source>
        <translation>Prognosen venter {expected} for deklarantens side, og det er ikke nok til å doble.</translation>
    </message>
    <message>
        <source>The book&apos;s row for a hand void in spades fits.</source>
        <translation>Raden i boka for en hånd som er renons i spar, passer.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits: you hold {cards}.</source>
        <translation>Raden i boka for {what} passer: du har {cards}.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits.</source>
        <translation>Raden i boka for {what} passer.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>The book passes 6 ♠ when you gave spades away or want them as trumps.</source>
        <translation>Etter boka sier du pass til 6 ♠ når du ga bort spar eller vil ha spar som trumf.</translation>
    </message>
    <message>
        <source>The book passes when you got no spades, or your own spades will do as trumps.</source>
        <translation>Etter boka sier du pass når du ikke fikk spar, eller når din egen spar holder som trumf.</translation>
    </message>
    <message>
        <source>The book bids 6 ♣ when spades will not do as trumps.</source>
        <translation>Etter boka melder du 6 ♣ når spar ikke holder som trumf.</translation>
    </message>
    <message>
        <source>You hold {cards}.</source>
        <translation>Du har {cards}.</translation>
    </message>
    <message>
        <source>You hold no spades.</source>
        <translation>Du har ingen spar.</translation>
    </message>
    <message>
        <source>The book passes between showing the aces and the kings.</source>
        <translation>Etter boka sier du pass mellom meldingene som viser ess og dem som viser konger.</translation>
    </message>
    <message>
        <source>No row of the book fits this hand, and your side holds the bid.</source>
        <translation>Ingen rad i boka passer til denne hånden, og din side har meldingen.</translation>
    </message>
    <message>
        <source>No row of the book fits this hand.</source>
        <translation>Ingen rad i boka passer til denne hånden.</translation>
    </message>
    <message>
        <source>No bid would tell your partner the truth about this hand.</source>
        <translation>Ingen melding ville fortelle makker sannheten om denne hånden.</translation>
    </message>
    <message>
        <source>No bid is expected to pay: even the best, {other}, would bring {other_expected}.</source>
        <translation>Ingen melding ventes å lønne seg: selv den beste, {other}, ville gi {other_expected}.</translation>
    </message>
    <message>
        <source>The best bid, {other}, is expected to bring {other_expected}: too costly to outbid them.</source>
        <translation>Den beste meldingen, {other}, ventes å gi {other_expected}: for dyrt å melde over dem.</translation>
    </message>
    <message>
        <source>Letting their bid stand is expected to bring {expected}; bidding {other}, {other_expected}.</source>
        <translation>Å la meldingen deres stå ventes å gi {expected}; å melde {other} ville gi {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects {expected}, the contract made in {percent} of the guessed deals; {other}: {other_expected}.</source>
        <translation>Prognosen venter {expected}, og kontrakten går hjem i {percent} av de gjettede givene; {other}: {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects {expected}, the contract made in {percent} of the guessed deals.</source>
        <translation>Prognosen venter {expected}, og kontrakten går hjem i {percent} av de gjettede givene.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}; no other contract is open at this level.</source>
        <translation>Den stående meldingen {bid} ventes å gi {expected}; ingen annen kontrakt er åpen på dette nivået.</translation>
    </message>
    <message>
        <source>The book gives a lone trump away, or the higher of two.</source>
        <translation>Boka gir bort en enslig trumf, eller den høyeste av to.</translation>
    </message>
    <message>
        <source>It leaves you void in {suits}.</source>
        <translation>Du blir renons i {suits}.</translation>
    </message>
    <message>
        <source>The book gives the lowest card of your shortest suit, {suits}.</source>
        <translation>Boka gir bort det laveste kortet i din korteste farge, {suits}.</translation>
    </message>
    <message>
        <source>A small {suits} card tells your partner you hold its ace.</source>
        <translation>Et lite {suits}-kort forteller makker at du har esset i fargen.</translation>
    </message>
    <message>
        <source>Only trumps are left: the lowest goes.</source>
        <translation>Bare trumf er igjen: den laveste går.</translation>
    </message>
    <message>
        <source>Your hand should carry the contract in {strain} ({expected} expected): the book makes voids.</source>
        <translation>Din hånd bør bære kontrakten i {strain} ({expected} ventet): boka lager renonser.</translation>
    </message>
    <message>
        <source>Your partner&apos;s hand should carry the contract in {strain} ({expected} expected): the book sends your trumps over.</source>
        <translation>Makkers hånd bør bære kontrakten i {strain} ({expected} ventet): boka sender trumfene dine over.</translation>
    </message>
    <message>
        <source>For misère ({expected} expected) the book sheds your high cards.</source>
        <translation>I misère ({expected} ventet) sier boka at du skal kvitte deg med de høye kortene dine.</translation>
    </message>
    <message>
        <source>Junk to the opponents, and your highest trump to the taker, who kept the trumps.</source>
        <translation>Verdiløse kort til motstanderne, og din høyeste trumf til bunketakeren, som beholdt trumfene.</translation>
    </message>
    <message>
        <source>Junk to the opponents, and to the taker a card of your shortest side suit.</source>
        <translation>Verdiløse kort til motstanderne, og til bunketakeren et kort fra din korteste sidefarge.</translation>
    </message>
    <message>
        <source>For misère: your high cards to the opponents, your lowest to the taker.</source>
        <translation>For misère: de høye kortene dine til motstanderne, det laveste til bunketakeren.</translation>
    </message>
    <message>
        <source>grandi</source>
        <translation>grandi</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>The forecast makes the contract in {percent} of the guessed deals.</source>
        <translation>Prognosen får kontrakten hjem i {percent} av de gjettede givene.</translation>
    </message>
    <message>
        <source>The forecast makes the contract in only {percent} of the guessed deals.</source>
        <translation>Prognosen får kontrakten hjem i bare {percent} av de gjettede givene.</translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, but your hand holds only about {about} of the %n tricks the defence needs, and a knock wants half of them.</source>
        <translation>
            <numerusform>Prognosen venter {expected} for deklarantens side, men hånden din har bare omtrent {about} av det %n stikket forsvaret trenger, og en dobling krever halvparten.</numerusform>
            <numerusform>Prognosen venter {expected} for deklarantens side, men hånden din har bare omtrent {about} av de %n stikkene forsvaret trenger, og en dobling krever halvparten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, and your hand holds about {about} of the %n tricks the defence needs.</source>
        <translation>
            <numerusform>Prognosen venter {expected} for deklarantens side, og hånden din har omtrent {about} av det %n stikket forsvaret trenger.</numerusform>
            <numerusform>Prognosen venter {expected} for deklarantens side, og hånden din har omtrent {about} av de %n stikkene forsvaret trenger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The forecast expects {expected} for the declarers.</source>
        <translation>Prognosen venter {expected} for deklarantens side.</translation>
    </message>
    <message>
        <source>The book leads the suit your partner passed you, {suits}.</source>
        <translation>Boka spiller ut fargen makker ga deg, {suits}.</translation>
    </message>
    <message>
        <source>The suit your partner passed holds your ace: the book leads your shortest suit.</source>
        <translation>I fargen makker ga deg, har du esset: boka spiller ut din korteste farge.</translation>
    </message>
    <message>
        <source>Against misère the book leads the deuce&apos;s suit.</source>
        <translation>Mot misère spiller boka ut fargen med toeren.</translation>
    </message>
    <message>
        <source>Against misère the book leads your suit of the smallest cards.</source>
        <translation>Mot misère spiller boka ut fargen med dine minste kort.</translation>
    </message>
    <message>
        <source>A wish for {suit} as trumps risks nothing; no card bids a contract.</source>
        <translation>Et ønske om {suit} som trumf risikerer ingenting; ingen kort melder en kontrakt.</translation>
    </message>
    <message>
        <source>hand play</source>
        <translation>håndspill</translation>
    </message>
    <message>
        <source>the squint</source>
        <translation>blinden</translation>
    </message>
    <message>
        <source>proposing hand play</source>
        <translation>å foreslå håndspill</translation>
    </message>
    <message>
        <source>keeping {card}</source>
        <translation>å beholde {card}</translation>
    </message>
    <message>
        <source>a Solo in {suit}</source>
        <translation>solo med {suit} som trumf</translation>
    </message>
    <message>
        <source>Nemo</source>
        <translation>Nemo</translation>
    </message>
    <message>
        <source>The {contract} misses {cards} least: it keeps about {about} tricks.</source>
        <translation>{contract} tåler best å miste {cards}: den tar fortsatt omtrent {about} stikk.</translation>
    </message>
    <message>
        <source>Without {cards} the Misère keeps its best chance, {percent}.</source>
        <translation>Uten {cards} beholder misèren sin beste sjanse, {percent}.</translation>
    </message>
    <message>
        <source>Ace Solo</source>
        <translation>esssolo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>Grand Solo</source>
        <translation>storsolo</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>Duo</source>
        <translation>duo</translation>
    </message>
    <message>
        <source>A wish for {suit} as trumps risks nothing; the best contract, {contract} with {card}, is expected to bring only {expected}.</source>
        <translation>Et ønske om {suit} som trumf risikerer ingenting; den beste kontrakten, {contract} med {card}, ventes å gi bare {expected}.</translation>
    </message>
    <message>
        <source>The {contract} is expected to bring {expected}, {margin} points more than a wish.</source>
        <translation>{contract} ventes å gi {expected}, {margin} poeng mer enn et ønske.</translation>
    </message>
    <message>
        <source>No card wishes: the {contract} is the least bad, at {expected} expected.</source>
        <translation>Ingen kort kan brukes som ønske: {contract} er minst dårlig, med {expected} ventet.</translation>
    </message>
    <message>
        <source>Played out over guessed deals it brings {expected} on average; {other} would bring {other_expected}.</source>
        <translation>Når gjettede giv spilles ferdig, gir det {expected} i snitt; {other} ville gitt {other_expected}.</translation>
    </message>
    <message>
        <source>Nemo misses {cards} least.</source>
        <translation>Nemo tåler best å miste {cards}.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Close this window; the game on the table goes on</source>
        <translation>Lukk dette vinduet; spillet på bordet fortsetter</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Which language shall the table speak? You can change it later in View → Settings…</source>
        <translation>Hvilket språk skal bordet snakke? Du kan bytte det senere under Vis → Innstillinger…</translation>
    </message>
    <message>
        <source>The table speaks this language from now on</source>
        <translation>Bordet snakker dette språket fra nå av</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner (random)</source>
        <translation>Nybegynner (tilfeldig)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>This game is not kept in the game library: {reason}.</source>
        <translation>Dette spillet tas ikke vare på i spillbiblioteket: {reason}.</translation>
    </message>
    <message>
        <source>It is kept aside and filed again when the program next starts.</source>
        <translation>Det er tatt vare på og føres inn igjen neste gang programmet starter.</translation>
    </message>
    <message>
        <source>{winners} won · {scores}</source>
        <translation>{winners} vant · {scores}</translation>
    </message>
    <message>
        <source>These files in {folder} could not be read: {files}.</source>
        <translation>Disse filene i {folder} kunne ikke leses: {files}.</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Kan ikke spille av spillet</translation>
    </message>
    <message>
        <source>The game in this record cannot be replayed.</source>
        <translation>Spillet i dette opptaket kan ikke spilles av.</translation>
    </message>
    <message>
        <source>Export the game as</source>
        <translation>Eksporter spillet som</translation>
    </message>
    <message>
        <source>Cannot export the game</source>
        <translation>Kan ikke eksportere spillet</translation>
    </message>
    <message>
        <source>Cannot remove the game</source>
        <translation>Kan ikke fjerne spillet</translation>
    </message>
    <message>
        <source>Open a game record to replay</source>
        <translation>Åpne et spillopptak for avspilling</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Spillbibliotek</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here, to replay.</source>
        <translation>Ingen ferdige spill ennå. Hvert spill som spilles ferdig, blir tatt vare på her, så du kan spille det av igjen.</translation>
    </message>
    <message>
        <source>The finished games kept, to replay, export or remove</source>
        <translation>De ferdige spillene som er tatt vare på, til avspilling, eksport eller fjerning</translation>
    </message>
    <message>
        <source>Finished games, newest first</source>
        <translation>Ferdige spill, nyeste først</translation>
    </message>
    <message>
        <source>When each game ended, the game, its players and the result; Enter replays it</source>
        <translation>Når hvert spill sluttet, spillet, spillerne og resultatet; Enter spiller det av</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Spill &amp;av</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksporter…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>&amp;Open a record…</source>
        <translation>Å&amp;pne et opptak…</translation>
    </message>
    <message>
        <source>Replay the chosen game step by step, every hand face up</source>
        <translation>Spill av det valgte spillet trinn for trinn, alle hender med forsiden opp</translation>
    </message>
    <message>
        <source>Save the chosen game&apos;s record as a file</source>
        <translation>Lagre opptaket av det valgte spillet som en fil</translation>
    </message>
    <message>
        <source>Remove the chosen game from the library</source>
        <translation>Fjern det valgte spillet fra biblioteket</translation>
    </message>
    <message>
        <source>Replay a game record from a file</source>
        <translation>Spill av et spillopptak fra en fil</translation>
    </message>
    <message>
        <source>&amp;Keep the last</source>
        <translation>&amp;Behold de siste</translation>
    </message>
    <message>
        <source> games</source>
        <translation> spill</translation>
    </message>
    <message>
        <source>How many finished games are kept</source>
        <translation>Hvor mange ferdige spill som beholdes</translation>
    </message>
    <message>
        <source>Older games beyond this number are let go</source>
        <translation>Eldre spill utover dette antallet slettes</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <source>Opening the game</source>
        <translation>Åpner spillet</translation>
    </message>
    <message>
        <source>Replaying the game&apos;s moves…</source>
        <translation>Spiller av trekkene i spillet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Korttipöytä</source>
        <translation>Korttipöytä</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nytt…</translation>
    </message>
    <message>
        <source>Play a&amp;gain</source>
        <translation>Spill &amp;igjen</translation>
    </message>
    <message>
        <source>&amp;Play game number…</source>
        <translation>S&amp;pill spillnummer…</translation>
    </message>
    <message>
        <source>First game &amp;walkthrough</source>
        <translation>&amp;Første spill med veiledning</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åpne…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Lagre &amp;som…</translation>
    </message>
    <message>
        <source>Un&amp;finished games</source>
        <translation>&amp;Uferdige spill</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Restart this &amp;deal…</source>
        <translation>Sta&amp;rt denne given på nytt…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>Game &amp;library…</source>
        <translation>Spill&amp;bibliotek…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;vslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>A&amp;nimasjonsfart</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sakte</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Firefarget kortstokk</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ullskjerm</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Poengliste</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation>&amp;Hurtigoversikt</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spill&amp;logg</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Rules guide</source>
        <translation>&amp;Regelveiledning</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>Choose Game → New… to start a game.</source>
        <translation>Velg Spill → Nytt… for å starte et spill.</translation>
    </message>
    <message>
        <source>Play game number</source>
        <translation>Spill spillnummer</translation>
    </message>
    <message>
        <source>Game number, from 1 to {max}:</source>
        <translation>Spillnummer (1–{max}):</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Åpne et lagret spill</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan ikke åpne spillet</translation>
    </message>
    <message>
        <source>{game} cannot be played at the table yet.</source>
        <translation>{game} kan ikke spilles ved bordet ennå.</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Kan ikke spilles ennå</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Kan ikke ta vare på spillet</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Lagre spillet som</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan ikke lagre spillet</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Lagret som {file}</translation>
    </message>
    <message>
        <source>Hint: {move} {reason}</source>
        <translation>Tips: {move} {reason}</translation>
    </message>
    <message>
        <source>Game over: you won. Game → New… starts another.</source>
        <translation>Spillet er slutt: du vant. Spill → Nytt… starter et nytt.</translation>
    </message>
    <message>
        <source>Game over: you and {others} won. Game → New… starts another.</source>
        <translation>Spillet er slutt: du og {others} vant. Spill → Nytt… starter et nytt.</translation>
    </message>
    <message>
        <source>Game over: {winners} won. Game → New… starts another.</source>
        <translation>Spillet er slutt: {winners} vant. Spill → Nytt… starter et nytt.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>Game number {seed}</source>
        <translation>Spillnummer {seed}</translation>
    </message>
    <message>
        <source>The settings cannot be saved: {reason}.</source>
        <translation>Innstillingene kan ikke lagres: {reason}.</translation>
    </message>
    <message>
        <source>The settings file is from a newer version of the program, so changes are kept only until the program closes.</source>
        <translation>Innstillingsfilen er fra en nyere versjon av programmet, så endringene gjelder bare til programmet lukkes.</translation>
    </message>
    <message>
        <source>The game is not being saved</source>
        <translation>Spillet blir ikke lagret</translation>
    </message>
    <message>
        <source>That move is not allowed: {reason}</source>
        <translation>Det trekket er ikke tillatt: {reason}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} og {second}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <extracomment>Default seat names, the first for the person at the screen; translated where shown.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Maija</source>
        <translation>Kari</translation>
    </message>
    <message>
        <source>Pekka</source>
        <translation>Ola</translation>
    </message>
    <message>
        <source>Liisa</source>
        <translation>Ingrid</translation>
    </message>
    <message>
        <source>Ville</source>
        <translation>Lars</translation>
    </message>
    <message>
        <source>Aino</source>
        <extracomment>The first seat&apos;s default name when several people share the screen: &quot;You&quot; would then mean a different person on every turn.</extracomment>
        <translation>Sigrid</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>The name kept for the person at the screen who gave none: drawn as &quot;You&quot;, &quot;Sinä&quot; or &quot;Du&quot; in the language of the moment, so a change of language changes it too.</extracomment>
        <translation>Plass {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Plass {n}: navn</translation>
    </message>
    <message>
        <source>The name shown at this seat and kept in the statistics</source>
        <translation>Navnet som vises på denne plassen og føres i statistikken</translation>
    </message>
    <message>
        <source>Seat {n}: player</source>
        <translation>Plass {n}: spiller</translation>
    </message>
    <message>
        <source>Whether a person or the computer plays this seat</source>
        <translation>Om et menneske eller datamaskinen spiller på denne plassen</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Plass {n}: datamaskinens nivå</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>Hvor godt datamaskinen spiller på denne plassen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plasser</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Choose a game, its rules and who plays at each seat</source>
        <translation>Velg et spill, reglene og hvem som spiller på hver plass</translation>
    </message>
    <message>
        <source>The game to play; its rules and seats follow below</source>
        <translation>Spillet som skal spilles; reglene og plassene følger nedenfor</translation>
    </message>
    <message>
        <source>The rule options of the chosen game</source>
        <translation>Regelvalgene for det valgte spillet</translation>
    </message>
    <message>
        <source>Who plays at each seat: a person or the computer, with a name and a level</source>
        <translation>Hvem som spiller på hver plass: et menneske eller datamaskinen, med navn og nivå</translation>
    </message>
    <message>
        <source>Start a game with these rules and players</source>
        <translation>Start et spill med disse reglene og spillerne</translation>
    </message>
    <message>
        <source>Close without starting a game; the table stays as it is</source>
        <translation>Lukk uten å starte et spill; bordet blir som det er</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
    <message>
        <source>one</source>
        <translation>én</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>elleve</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>tolv</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>tretten</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>fjorten</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>femten</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>seksten</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>sytten</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>atten</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>nitten</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>tjue</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>tjueen</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>tjueto</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>tjuetre</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>tjuefire</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>tjuefem</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>tjueseks</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>tjuesju</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>tjueåtte</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>tjueni</translation>
    </message>
    <message>
        <source>thirty</source>
        <translation>tretti</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>trettien</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <extracomment>The label of each rule option in the new-game dialog.</extracomment>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spillets lengde</translation>
    </message>
    <message>
        <source>Misère cribbage (avoid scoring)</source>
        <translation>Misère-cribbage (unngå poeng)</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Four-card flush counts in the crib</source>
        <translation>Farge på fire kort teller i krybben</translation>
    </message>
    <message>
        <source>Skunks (a big win counts two or three games)</source>
        <translation>Skunk (en stor seier teller som to eller tre spill)</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Kampens lengde</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengberegning</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengde</translation>
    </message>
    <message>
        <source>Deal limit</source>
        <translation>Høyeste antall giver</translation>
    </message>
    <message>
        <source>Trump of a 4-1 solo</source>
        <translation>Trumf i 4-1-solo</translation>
    </message>
    <message>
        <source>A tie at the end</source>
        <translation>Likt til slutt</translation>
    </message>
    <message>
        <source>Round the ledger to the nearest 5 (traditional)</source>
        <translation>Rund av hovedboka til nærmeste 5 (tradisjonell)</translation>
    </message>
    <message>
        <source>How many play; the seats below follow</source>
        <translation>Hvor mange som spiller; plassene nedenfor følger med</translation>
    </message>
    <message>
        <source>The score that ends the game once a player reaches it</source>
        <translation>Poengsummen som avslutter spillet når en spiller når den</translation>
    </message>
    <message>
        <source>Everyone avoids scoring: the first to reach the target loses</source>
        <translation>Alle unngår poeng: den første som når målet, taper</translation>
    </message>
    <message>
        <source>Whether each player counts their own points, an opponent taking the points missed</source>
        <translation>Om hver spiller teller sine egne poeng, og en motspiller tar poengene som blir oversett</translation>
    </message>
    <message>
        <source>Whether four cards of one suit in the crib score a flush, or only five</source>
        <translation>Om fire kort i samme farge i krybben gir farge, eller bare fem</translation>
    </message>
    <message>
        <source>A win with the loser far behind counts two or three games in the match</source>
        <translation>En seier der taperen ligger langt bak, teller som to eller tre spill i kampen</translation>
    </message>
    <message>
        <source>How many games a player must win to take the match</source>
        <translation>Hvor mange spill en spiller må vinne for å vinne kampen</translation>
    </message>
    <message>
        <source>Which book&apos;s table scores the contracts</source>
        <translation>Hvilken regelboks poengtabell kontraktene regnes etter</translation>
    </message>
    <message>
        <source>How many deals are played</source>
        <translation>Hvor mange giver som spilles</translation>
    </message>
    <message>
        <source>End the game after this many deals, even if nobody reached the target</source>
        <translation>Avslutt spillet etter så mange giver, selv om ingen har nådd målet</translation>
    </message>
    <message>
        <source>How a tie for the top score is settled when the game ends</source>
        <translation>Hvordan delt førsteplass avgjøres når spillet er slutt</translation>
    </message>
    <message>
        <source>Round each robber&apos;s result in the ledger to the nearest 5</source>
        <translation>Rund av resultatet av hver sesjon i hovedboka til nærmeste 5</translation>
    </message>
    <message>
        <source>4 (two partnerships)</source>
        <translation>4 (to makkerpar)</translation>
    </message>
    <message numerus="yes">
        <source>First to win %n games</source>
        <translation>
            <numerusform>Først til %n seier</numerusform>
            <numerusform>Først til %n seirer</numerusform>
        </translation>
    </message>
    <message>
        <source>121 (twice round)</source>
        <translation>121 (to runder)</translation>
    </message>
    <message>
        <source>Which suits may be trumps in a Solo chosen from a 4-1 pattern</source>
        <translation>Hvilke farger som kan være trumf i en solo valgt ut fra et 4-1-mønster</translation>
    </message>
    <message>
        <source>61 (once round)</source>
        <translation>61 (én runde)</translation>
    </message>
    <message>
        <source>Off (points counted for you)</source>
        <translation>Av (poengene telles for deg)</translation>
    </message>
    <message>
        <source>In the show</source>
        <translation>I tellingen</translation>
    </message>
    <message>
        <source>In the play and the show</source>
        <translation>I spillefasen og i tellingen</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderne</translation>
    </message>
    <message>
        <source>Norwegian 2016 version</source>
        <translation>Norsk 2016-versjon</translation>
    </message>
    <message>
        <source>Traditional (1944): below and above the line</source>
        <translation>Tradisjonell (1944): under og over streken</translation>
    </message>
    <message>
        <source>A full session</source>
        <translation>Fullt spill</translation>
    </message>
    <message>
        <source>A full session with purku</source>
        <translation>Fullt spill med purku</translation>
    </message>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n giv</numerusform>
            <numerusform>%n giver</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own bid card&apos;s suit only</source>
        <translation>Bare fargen på eget meldekort</translation>
    </message>
    <message>
        <source>One robber</source>
        <translation>Én sesjon</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>One opening deal (practice)</source>
        <translation>Én alkupeli (øving)</translation>
    </message>
    <message>
        <source>One eagle deal (practice)</source>
        <translation>Én kotka (øving)</translation>
    </message>
    <message>
        <source>None (play to the target)</source>
        <translation>Ingen (spill til målet)</translation>
    </message>
    <message>
        <source>Any suit</source>
        <translation>Hvilken som helst farge</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Delt seier</translation>
    </message>
    <message>
        <source>Play on until one leads</source>
        <translation>Spill videre til én leder</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Ett spill</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fram</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fram</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Opprett en ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Bytt til listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Bytt til detaljvisning</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidepanel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Steder og bokmerker</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Se i:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;type:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Finn mappe</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Velg</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Vis </translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis &amp;skjulte filer</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Fant ikke mappen.
Sjekk at mappenavnet er riktig.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finnes allerede.
Vil du erstatte den?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fant ikke filen.
Sjekk at filnavnet er riktig.</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>«%1» er skrivebeskyttet.
Vil du slette den likevel?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Er du sikker på at du vil slette «%1»?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kunne ikke slette mappen.</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylig brukte steder</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-fil</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ukjent</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Invalid filename</source>
        <translation>Ugyldig filnavn</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Navnet «%1» kan ikke brukes.&lt;/b&gt;&lt;p&gt;Prøv et annet navn, med færre tegn eller uten skilletegn.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Lukk uten å lagre</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Languages the interface speaks; English is the source language. Languages with a whole catalogue of their own (English is the source text itself). Every catalogue. A count shown to a person is Qt&apos;s plural argument: the source text has ``%n``, each catalogue its numerus forms, and English&apos;s catalogue holds only those forms (&quot;1 trick&quot;, &quot;2 tricks&quot;). ``scripts/update_translations.py`` makes these messages plural. The locale each language formats numbers and dates in, and its catalogue declares. Qt&apos;s standard dialog-button texts under the contexts Qt asks for them (``QPlatformTheme``, and ``QGnomeTheme`` on GNOME desktops). Listed so lupdate keeps them in our catalogues: the Norwegian ones are the only Bokmål these buttons get.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standardverdier</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Quick reference</source>
        <extracomment>The section the dock shows. Sections added below it when a game&apos;s option has a value: game id, option, value, section.</extracomment>
        <translation>Hurtigoversikt</translation>
    </message>
    <message>
        <source>The rules of the game on the table, in short</source>
        <translation>Reglene for spillet på bordet, kort fortalt</translation>
    </message>
    <message>
        <source>No quick reference for this game.</source>
        <translation>Dette spillet har ingen hurtigoversikt.</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Game records (*.korttipoyta *.json)</source>
        <translation>Spillopptak (*.korttipoyta *.json)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Analysing the game</source>
        <extracomment>The title of the progress window while the analysis runs.</extracomment>
        <translation>Analyserer spillet</translation>
    </message>
    <message>
        <source>Weighing the cards with every hand open…</source>
        <translation>Vurderer kortene med alle hender kjent…</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Starten av spillet.</translation>
    </message>
    <message>
        <source>{name} decided.</source>
        <translation>{name} gjorde sitt valg.</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Trinn {n} av {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill av</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stikk {n}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Avspilling: {game}</translation>
    </message>
    <message>
        <source>A finished game replayed step by step, every hand face up</source>
        <translation>Et ferdig spill spilt av trinn for trinn, alle hender med forsiden opp</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Til starten (Home)</translation>
    </message>
    <message>
        <source>Show the table as the game began</source>
        <translation>Vis bordet slik spillet begynte</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Ett trinn tilbake (Venstre)</translation>
    </message>
    <message>
        <source>Take back the last step shown</source>
        <translation>Ta tilbake det siste trinnet som ble vist</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Ett trinn fram (Høyre)</translation>
    </message>
    <message>
        <source>Show the next call or card</source>
        <translation>Vis neste melding eller kort</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Til slutten (End)</translation>
    </message>
    <message>
        <source>Show the table as the game ended</source>
        <translation>Vis bordet slik spillet sluttet</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Spill av eller pause (mellomrom)</translation>
    </message>
    <message>
        <source>Step on by itself at the chosen speed, until paused</source>
        <translation>Gå videre av seg selv i valgt fart, til det settes på pause</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Posisjon i spillet</translation>
    </message>
    <message>
        <source>Move it to go to any step of the game</source>
        <translation>Flytt den for å gå til et hvilket som helst trinn i spillet</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Alle hender</translation>
    </message>
    <message>
        <source>Analysis of the game</source>
        <translation>Analyse av spillet</translation>
    </message>
    <message>
        <source>Where the game&apos;s discards, cards and bids fell short of the best; a line takes the replay there</source>
        <translation>Hvor spillets bortlegginger, kort og meldinger var svakere enn det beste valget; en linje tar avspillingen dit</translation>
    </message>
    <message>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Analyser spillet</translation>
    </message>
    <message>
        <source>Weigh the game&apos;s discards, cards and bids against the best</source>
        <translation>Sammenlign spillets bortlegginger, kort og meldinger med det beste valget</translation>
    </message>
    <message>
        <source>Go to the start of a deal</source>
        <translation>Gå til starten av en giv</translation>
    </message>
    <message>
        <source>Go to the lead of a trick of this deal</source>
        <translation>Gå til utspillet i et stikk i denne given</translation>
    </message>
    <message>
        <source>Whose seat the table is seen from</source>
        <translation>Hvilken plass bordet ses fra</translation>
    </message>
    <message>
        <source>How fast Play steps on</source>
        <translation>Hvor fort avspillingen går videre</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hva som skjedde</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Giv:</translation>
    </message>
    <message>
        <source>&amp;Trick:</source>
        <translation>&amp;Stikk:</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>Sett &amp;fra:</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>&amp;Fart:</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sakte</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
</context>
<context>
    <name>RestartDeal</name>
    <message>
        <source>Restart this deal</source>
        <translation>Start given på nytt</translation>
    </message>
    <message>
        <source>Play this deal again from the start with the same cards? Everything played in it so far is thrown away.</source>
        <translation>Spille denne given på nytt fra starten med de samme kortene? Alt som er spilt i den så langt, blir forkastet.</translation>
    </message>
    <message>
        <source>Restart the deal</source>
        <translation>Start given på nytt</translation>
    </message>
    <message>
        <source>Deal the same cards again; what was played in this deal goes</source>
        <translation>Gi de samme kortene på nytt; det som er spilt i denne given, forsvinner</translation>
    </message>
    <message>
        <source>Go on with the deal as it stands</source>
        <translation>Fortsett given slik den står</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game cannot be saved in {folder}: {reason}. You can play on, but the game will not be there to resume until saving works again.</source>
        <translation>Spillet kan ikke lagres i {folder}: {reason}. Du kan spille videre, men spillet kan ikke gjenopptas senere før lagring virker igjen.</translation>
    </message>
    <message>
        <source>Saving works again: the game is saved.</source>
        <translation>Lagring virker igjen: spillet er lagret.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Game {game}, deal {deal}</source>
        <translation>Spill {game}, giv {deal}</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Giv {deal}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Points of each side, deal by deal</source>
        <translation>Poeng for hver side, giv for giv</translation>
    </message>
</context>
<context>
    <name>SetAside</name>
    <message>
        <source>Unfinished game</source>
        <translation>Uferdig spill</translation>
    </message>
    <message>
        <source>The game of {game} on the table is not finished. Keep it to go on with later (Game → Unfinished games), or abandon it?</source>
        <translation>{game}-spillet på bordet er ikke ferdig. Vil du ta vare på det til senere (Spill → Uferdige spill), eller forkaste det?</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Ta vare på det</translation>
    </message>
    <message>
        <source>Keep the game to go on with later from Game → Unfinished games</source>
        <translation>Ta vare på spillet for å fortsette senere fra Spill → Uferdige spill</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Forkast det</translation>
    </message>
    <message>
        <source>Let the unfinished game go; it cannot be brought back</source>
        <translation>Gi slipp på det uferdige spillet; det kan ikke hentes fram igjen</translation>
    </message>
    <message>
        <source>Stay with the game on the table</source>
        <translation>Fortsett spillet på bordet</translation>
    </message>
    <message>
        <source>{game} with {names}, {when}</source>
        <translation>{game} med {names}, {when}</translation>
    </message>
    <message>
        <source>The game of {game} is kept: Game → Unfinished games brings it back.</source>
        <translation>{game}-spillet er tatt vare på: Spill → Uferdige spill henter det fram igjen.</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Ingen uferdige spill</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Green</source>
        <translation>Grønn</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <source>High contrast (black)</source>
        <translation>Høy kontrast (svart)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Bordduk</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kortstørrelse</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kortbakside</translation>
    </message>
    <message>
        <source>Pause after a finished trick</source>
        <translation>Pause etter ferdig stikk</translation>
    </message>
    <message>
        <source>The show in Cribbage</source>
        <translation>Tellingen i cribbage</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Større kort</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Én hånd om gangen</translation>
    </message>
    <message>
        <source>At a steady pace</source>
        <translation>I jevnt tempo</translation>
    </message>
    <message>
        <source>Step by step: each counted hand stays until you click or press Enter or Space. At a steady pace: the hands are counted one after another, and a click skips to the end of the show.</source>
        <translation>Én hånd om gangen: hver talte hånd blir liggende til du klikker eller trykker Enter eller mellomrom. I jevnt tempo: hendene telles etter hverandre, og et klikk hopper til slutten av tellingen.</translation>
    </message>
    <message>
        <source>The table&apos;s language, colours, cards and pace</source>
        <translation>Bordets språk, farger, kort og tempo</translation>
    </message>
    <message>
        <source>Between turns at a shared screen</source>
        <translation>Mellom turene på felles skjerm</translation>
    </message>
    <message>
        <source>Hand face down until turned up</source>
        <translation>Hånden med baksiden opp til den snus</translation>
    </message>
    <message>
        <source>Curtain before every turn</source>
        <translation>Forheng før hver tur</translation>
    </message>
    <message>
        <source>Cribbage: curtain only before the discard</source>
        <translation>Cribbage: forheng bare før kortene legges i krybben</translation>
    </message>
    <message>
        <source>The language of the whole table, from menus to the log</source>
        <translation>Språket for hele bordet, fra menyene til loggen</translation>
    </message>
    <message>
        <source>The colour of the table; high contrast makes cards and text stand out most</source>
        <translation>Fargen på bordet; høy kontrast får kort og tekst til å skille seg tydeligst ut</translation>
    </message>
    <message>
        <source>Draw the cards larger, so they are easier to read</source>
        <translation>Tegn kortene større, så de er lettere å lese</translation>
    </message>
    <message>
        <source>The colour of the backs of the cards</source>
        <translation>Fargen på kortenes bakside</translation>
    </message>
    <message>
        <source>How long a finished trick stays on the table before it is gathered</source>
        <translation>Hvor lenge et ferdig stikk blir liggende på bordet før det samles inn</translation>
    </message>
    <message>
        <source>Hand face down: between turns the next person&apos;s hand lies face down, the table in view, until they turn it up with a click or Space or Enter; the curtain covers the table only to tell of a new deal or of cards given to them. Curtain before every turn: the whole table is covered each time the screen passes. Cribbage: curtain only before the discard: in the play the screen passes without hiding anything, so the others can see the cards a player still holds.</source>
        <translation>Hånden med baksiden opp: mellom turene ligger neste spillers hånd med baksiden opp mens bordet er synlig, til spilleren snur den med et klikk, mellomrom eller Enter; forhenget dekker bordet bare for å fortelle om en ny giv eller kort som er gitt til spilleren. Forheng før hver tur: hele bordet dekkes hver gang skjermen går videre. Cribbage: forheng bare før kortene legges i krybben: i spillefasen går skjermen videre uten å skjule noe, så de andre kan se kortene en spiller ennå har på hånden.</translation>
    </message>
    <message>
        <source>Keep these settings; the table takes them at once</source>
        <translation>Behold disse innstillingene; bordet tar dem i bruk med en gang</translation>
    </message>
    <message>
        <source>Close without changing the settings</source>
        <translation>Lukk uten å endre innstillingene</translation>
    </message>
</context>
<context>
    <name>Skruuvi</name>
    <message>
        <source>Practice: {kind}</source>
        <translation>Øving: {kind}</translation>
    </message>
    <message>
        <source>Robber {robber}/{robbers} — {kind} {number}/4</source>
        <translation>Sesjon {robber}/{robbers} — {kind} {number}/4</translation>
    </message>
    <message>
        <source>{contract} — nobody declares</source>
        <translation>{contract} — ingen deklarant</translation>
    </message>
    <message>
        <source>{contract} — knocked {times}</source>
        <translation>{contract} — doblet {times}</translation>
    </message>
    <message>
        <source>{contract} — re-knocked {times}</source>
        <translation>{contract} — redoblet {times}</translation>
    </message>
    <message>
        <source>{contract} — you declare</source>
        <translation>{contract} — du er deklarant</translation>
    </message>
    <message>
        <source>{contract} — you declare — knocked {times}</source>
        <translation>{contract} — du er deklarant — doblet {times}</translation>
    </message>
    <message>
        <source>{contract} — you declare — re-knocked {times}</source>
        <translation>{contract} — du er deklarant — redoblet {times}</translation>
    </message>
    <message>
        <source>{contract} — {name} declares</source>
        <translation>{contract} — {name} er deklarant</translation>
    </message>
    <message>
        <source>{contract} — {name} declares — knocked {times}</source>
        <translation>{contract} — {name} er deklarant — doblet {times}</translation>
    </message>
    <message>
        <source>{contract} — {name} declares — re-knocked {times}</source>
        <translation>{contract} — {name} er deklarant — redoblet {times}</translation>
    </message>
    <message>
        <source>First bidding — no bid yet</source>
        <translation>Første meldefase — ingen melding ennå</translation>
    </message>
    <message>
        <source>First bidding — your {bid}</source>
        <translation>Første meldefase — meldingen din: {bid}</translation>
    </message>
    <message>
        <source>First bidding — {bid} by {name}</source>
        <translation>Første meldefase — {bid} av {name}</translation>
    </message>
    <message>
        <source>You take with {bid}</source>
        <translation>Du tar bunken med {bid}</translation>
    </message>
    <message>
        <source>{name} takes with {bid}</source>
        <translation>{name} tar bunken med {bid}</translation>
    </message>
    <message>
        <source>Final bidding — your {bid}</source>
        <translation>Sluttmelding — meldingen din: {bid}</translation>
    </message>
    <message>
        <source>Final bidding — {bid} by {name}</source>
        <translation>Sluttmelding — {bid} av {name}</translation>
    </message>
    <message>
        <source>Tricks: {first} {first_count} · {second} {second_count}</source>
        <translation>Stikk: {first} {first_count} · {second} {second_count}</translation>
    </message>
    <message>
        <source>Centre cards: {cards}</source>
        <translation>Midtkort: {cards}</translation>
    </message>
    <message>
        <source>{cards} from {name}</source>
        <translation>{cards} fra {name}</translation>
    </message>
    <message>
        <source>{cards} from the centre</source>
        <translation>{cards} fra midtkortene</translation>
    </message>
    <message>
        <source>You got: {items}</source>
        <translation>Du fikk: {items}</translation>
    </message>
    <message>
        <source>{cards} to {name}</source>
        <translation>{cards} til {name}</translation>
    </message>
    <message>
        <source>You gave: {items}</source>
        <translation>Du ga: {items}</translation>
    </message>
    <message>
        <source>Aces: none played yet</source>
        <translation>Ess: ingen er spilt ennå</translation>
    </message>
    <message>
        <source>{card} in trick {number} ({name})</source>
        <translation>{card} i stikk {number} ({name})</translation>
    </message>
    <message>
        <source>Aces: {items}</source>
        <translation>Ess: {items}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Ingen melding ennå</translation>
    </message>
    <message>
        <source>Standing bid: your {bid}</source>
        <translation>Gjeldende melding: {bid}, meldingen din</translation>
    </message>
    <message>
        <source>Standing bid: {bid} by {name}</source>
        <translation>Gjeldende melding: {bid} av {name}</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Siste stikk</translation>
    </message>
    <message>
        <source>Show or hide the last two tricks played</source>
        <translation>Vis eller skjul de to siste stikkene som ble spilt</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Close the bid&apos;s meaning (Escape)</source>
        <translation>Lukk meldingens betydning (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>What the bid means</source>
        <translation>Hva meldingen betyr</translation>
    </message>
    <message>
        <source>Put the last tricks away and go back to the play</source>
        <translation>Legg bort de siste stikkene og gå tilbake til spillet</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Re-knock</source>
        <translation>Redoble</translation>
    </message>
    <message>
        <source>Knock!</source>
        <translation>Dobling!</translation>
    </message>
    <message>
        <source>Knock</source>
        <comment>a call in the bidding history</comment>
        <translation>Dobler</translation>
    </message>
    <message>
        <source>Re-knock</source>
        <comment>a call in the bidding history</comment>
        <translation>Redobler</translation>
    </message>
    <message>
        <source>Re-knock!</source>
        <translation>Redobling!</translation>
    </message>
    <message>
        <source>Eagle deal</source>
        <translation>Kotka</translation>
    </message>
    <message>
        <source>Opening deal</source>
        <translation>Alkupeli</translation>
    </message>
    <message>
        <source>Pass-misère</source>
        <translation>Passmisère</translation>
    </message>
    <message>
        <source>You and {partner}</source>
        <translation>Du og {partner}</translation>
    </message>
    <message>
        <source>Your bid: nobody has bid yet — bid or pass</source>
        <translation>Din tur til å melde: ingen har meldt ennå — meld eller pass</translation>
    </message>
    <message>
        <source>Your bid: the standing bid is {bid} by {name}</source>
        <translation>Din tur til å melde: gjeldende melding er {bid} av {name}</translation>
    </message>
    <message>
        <source>Final bidding: the standing bid is {bid} — raise it; no passing below level {level}</source>
        <translation>Sluttmelding: gjeldende melding er {bid} — meld høyere; ingen pass under nivå {level}</translation>
    </message>
    <message>
        <source>Your bid: nobody outbid your {bid} again — pass to take with it, or raise it</source>
        <translation>Igjen meldte ingen over meldingen din, {bid} — pass og ta bunken, eller meld høyere</translation>
    </message>
    <message>
        <source>Your bid: nobody outbid your {bid} — raise it or pass</source>
        <translation>Din tur til å melde: ingen meldte over meldingen din, {bid} — meld høyere eller pass</translation>
    </message>
    <message>
        <source>Final bidding: nobody outbid your {bid} — pass to make it the contract, or raise it</source>
        <translation>Sluttmelding: ingen meldte over {bid} — pass, så blir den kontrakten, eller meld høyere</translation>
    </message>
    <message>
        <source>Final bidding: nobody outbid your {bid} — raise it or pass</source>
        <translation>Sluttmelding: ingen meldte over meldingen din, {bid} — meld høyere eller pass</translation>
    </message>
    <message>
        <source>Final bidding: your {bid} stands — raise or pass</source>
        <translation>Sluttmelding: meldingen din, {bid}, står — meld høyere eller pass</translation>
    </message>
    <message>
        <source>Final bidding: the standing bid is {bid} by {name} — raise or pass</source>
        <translation>Sluttmelding: gjeldende melding er {bid} av {name} — meld høyere eller pass</translation>
    </message>
    <message>
        <source>Give one card each to {first}, {second} and {third}, in that order ({chosen}/3 chosen)</source>
        <translation>Gi ett kort hver til {first}, {second} og {third}, i den rekkefølgen ({chosen}/3 valgt)</translation>
    </message>
    <message>
        <source>Give a card back to {name} ({chosen}/1 chosen)</source>
        <translation>Gi et kort tilbake til {name} ({chosen}/1 valgt)</translation>
    </message>
    <message>
        <source>Give a card to {name} ({chosen}/1 chosen)</source>
        <translation>Gi et kort til {name} ({chosen}/1 valgt)</translation>
    </message>
    <message>
        <source>Give {count} cards back to {name} ({chosen}/{count} chosen)</source>
        <translation>Gi {count} kort tilbake til {name} ({chosen}/{count} valgt)</translation>
    </message>
    <message>
        <source>Give {count} cards to {name} ({chosen}/{count} chosen)</source>
        <translation>Gi {count} kort til {name} ({chosen}/{count} valgt)</translation>
    </message>
    <message>
        <source>Re-knock or pass</source>
        <translation>Redoble eller pass</translation>
    </message>
    <message>
        <source>Knock or pass</source>
        <translation>Doble eller pass</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Du spiller ut: spill hvilket som helst kort</translation>
    </message>
    <message>
        <source>Your turn: play a card (you must follow {suit})</source>
        <translation>Din tur: spill et kort (du må følge farge: {suit})</translation>
    </message>
    <message>
        <source>Your turn: play any card (you have no {suit})</source>
        <translation>Din tur: spill hvilket som helst kort (du har ingen {suit})</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Your turn to bid</source>
        <translation>Din tur til å melde</translation>
    </message>
    <message>
        <source>{name} to bid</source>
        <translation>{name} skal melde</translation>
    </message>
    <message>
        <source>You and {name} are choosing cards to give</source>
        <translation>Du og {name} velger kort å gi</translation>
    </message>
    <message>
        <source>{name} and {second} are choosing cards to give</source>
        <translation>{name} og {second} velger kort å gi</translation>
    </message>
    <message>
        <source>You are choosing cards to give</source>
        <translation>Du velger kort å gi</translation>
    </message>
    <message>
        <source>{name} is choosing cards to give</source>
        <translation>{name} velger kort å gi</translation>
    </message>
    <message>
        <source>You may knock</source>
        <translation>Du kan doble</translation>
    </message>
    <message>
        <source>{name} may knock</source>
        <translation>{name} kan doble</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Din tur til å spille</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} skal spille</translation>
    </message>
    <message>
        <source>Waiting for the others to give their cards</source>
        <translation>Venter på at de andre gir kortene sine</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Gir…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forhånd</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Bunketaker</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Deklarant</translation>
    </message>
    <message>
        <source>Tricks: {count}</source>
        <translation>Stikk: {count}</translation>
    </message>
    <message>
        <source>You sit out this robber</source>
        <translation>Du sitter over denne sesjonen</translation>
    </message>
    <message>
        <source>{name} sits out this robber</source>
        <translation>{name} sitter over denne sesjonen</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Meldinger</translation>
    </message>
    <message>
        <source>Final bidding</source>
        <translation>Sluttmelding</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Doblinger</translation>
    </message>
    <message>
        <source>Trick {number}: you won it</source>
        <translation>Stikk {number}: du tok det</translation>
    </message>
    <message>
        <source>Trick {number}: {name} won it</source>
        <translation>Stikk {number}: {name} tok det</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Gi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Give the picked cards face down, in the order picked</source>
        <translation>Gi de valgte kortene med baksiden opp, i den rekkefølgen de ble valgt</translation>
    </message>
    <message>
        <source>Play the picked card to the trick</source>
        <translation>Spill det valgte kortet til stikket</translation>
    </message>
    <message>
        <source>Re-knock: the deal&apos;s points then count {times} times over</source>
        <translation>Redobling: givens poeng teller da {times} ganger</translation>
    </message>
    <message>
        <source>Knock: the deal&apos;s points then count {times} times over</source>
        <translation>Dobling: givens poeng teller da {times} ganger</translation>
    </message>
    <message>
        <source>Pass: the contract is played as it stands</source>
        <translation>Pass: kontrakten spilles som den står</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Klikk på bordet eller trykk Enter for neste giv.</translation>
    </message>
    <message numerus="yes">
        <source>Your {contract}: down %n</source>
        <translation>
            <numerusform>{contract}, %n understikk — du var deklarant</numerusform>
            <numerusform>{contract}, %n understikk — du var deklarant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{contract} down %n — {name}</source>
        <translation>
            <numerusform>{contract}, %n understikk — {name}</numerusform>
            <numerusform>{contract}, %n understikk — {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>{contract} made by you</source>
        <translation>{contract} oppfylt av deg</translation>
    </message>
    <message>
        <source>{contract} made by {name}</source>
        <translation>{contract} oppfylt av {name}</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vant spillet!</translation>
    </message>
    <message>
        <source>You and {name} win the game!</source>
        <translation>Du og {name} vant spillet!</translation>
    </message>
    <message>
        <source>{name} and {second} win the game!</source>
        <translation>{name} og {second} vant spillet!</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>{name} vant spillet!</translation>
    </message>
</context>
<context>
    <name>SkruuviBids</name>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <source>Content with the standing contract</source>
        <translation>Fornøyd med gjeldende kontrakt</translation>
    </message>
    <message>
        <source>Nothing to bid now</source>
        <translation>Ingenting å melde nå</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Tre ess</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Fire ess</translation>
    </message>
    <message>
        <source>The fourth ace, after partner&apos;s grandi</source>
        <translation>Det fjerde esset, etter makkers grandi</translation>
    </message>
    <message>
        <source>No good suit, but {suit} would do as trumps</source>
        <translation>Ingen god farge, men {suit} duger som trumf</translation>
    </message>
    <message>
        <source>An even hand with at most two aces</source>
        <translation>Jevn hånd med høyst to ess</translation>
    </message>
    <message>
        <source>Middling misère cards</source>
        <translation>Middels misèrekort</translation>
    </message>
    <message>
        <source>A block: keeps the opponents from exchanging; the strain hints at the final contract</source>
        <translation>Sperremelding: hindrer motparten i å bytte; spilltypen hinter om sluttkontrakten</translation>
    </message>
    <message>
        <source>A very strong {suit} suit</source>
        <translation>Svært sterk {suit}</translation>
    </message>
    <message>
        <source>Good trumps in {suit}, one of: {cases}</source>
        <translation>Gode trumfer i {suit}, ett av disse: {cases}</translation>
    </message>
    <message numerus="yes">
        <source>{bid}: your side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: dere tar høyst %n stikk</numerusform>
            <numerusform>{bid}: dere tar høyst %n stikk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: den meldende siden tar høyst %n stikk</numerusform>
            <numerusform>{bid}: den meldende siden tar høyst %n stikk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: your side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: dere tar minst %n stikk</numerusform>
            <numerusform>{bid}: dere tar minst %n stikk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: den meldende siden tar minst %n stikk</numerusform>
            <numerusform>{bid}: den meldende siden tar minst %n stikk</numerusform>
        </translation>
    </message>
    <message>
        <source>A second suit: at least five {suit} with two honours</source>
        <translation>En annen farge: minst fem {suit} med to honnører</translation>
    </message>
    <message>
        <source>Two aces</source>
        <translation>To ess</translation>
    </message>
    <message>
        <source>The ace of {suit}</source>
        <translation>Viser {suit} ess</translation>
    </message>
    <message>
        <source>The king of {suit}</source>
        <translation>Viser {suit} konge</translation>
    </message>
    <message>
        <source>Shows the ace or king of {suit}</source>
        <translation>Viser {suit} ess eller konge</translation>
    </message>
    <message>
        <source>A wish to play {bid}</source>
        <translation>Ønsker å spille {bid}</translation>
    </message>
    <message>
        <source>Holds spades: the usual opening</source>
        <translation>Har spar: den vanlige åpningen</translation>
    </message>
    <message>
        <source>No spades, or strong clubs</source>
        <translation>Renons i spar, eller sterk kløver</translation>
    </message>
    <message>
        <source>The lowest bid left, or a strong {suit} suit</source>
        <translation>Laveste mulige melding, eller sterk {suit}</translation>
    </message>
    <message>
        <source>Very good misère cards, or a block</source>
        <translation>Svært gode misèrekort, eller en sperremelding</translation>
    </message>
    <message>
        <source>Very good cards with a stopper in every suit</source>
        <translation>Svært gode kort med stopper i alle farger</translation>
    </message>
    <message>
        <source>Partner&apos;s choice, raised to {bid}</source>
        <translation>Makkers valg, hevet til {bid}</translation>
    </message>
    <message>
        <source>Proposes {suit} as trumps</source>
        <translation>Foreslår {suit} som trumf</translation>
    </message>
    <message>
        <source>Spades will not do as trumps: look for another suit</source>
        <translation>Spar duger ikke som trumf: finn en annen farge</translation>
    </message>
    <message>
        <source>at least five cards of the suit, three of them honours</source>
        <translation>minst fem kort i fargen, tre av dem honnører</translation>
    </message>
    <message>
        <source>the ace and at least six cards</source>
        <translation>esset og minst seks kort</translation>
    </message>
    <message>
        <source>four honours</source>
        <translation>fire honnører</translation>
    </message>
    <message>
        <source>A K Q and another</source>
        <translation>A K Q og ett til</translation>
    </message>
    <message>
        <source>two honours and four cards</source>
        <translation>to honnører og fire kort</translation>
    </message>
    <message>
        <source>M</source>
        <comment>misère, one letter</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <comment>grandi, one letter</comment>
        <translation>G</translation>
    </message>
    <message numerus="yes">
        <source>%n misère</source>
        <translation>
            <numerusform>%n misère</numerusform>
            <numerusform>%n misère</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grandi</source>
        <translation>
            <numerusform>%n grandi</numerusform>
            <numerusform>%n grandi</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pass: no bid now, you may bid later; if the first four calls all pass, the deal is played as pass-misère</source>
        <extracomment>The hint&apos;s colours: a cyan fill and frame that no focus frame or Pass colour hides (the second selector outranks ``#bid_pass``). The lines of the hint&apos;s words the box keeps room for under Pass where the table has it (a reason of the book&apos;s row and the forecast takes six); longer words reach down over the prompt line, which gives way, as far as the hand. What ends the hint&apos;s words cut short for room. The smallest size, in pixels, of the box&apos;s small print (the key, the hint&apos;s words). The text colour of the misère and grandi buttons.</extracomment>
        <translation>Pass: ingen melding nå, du kan melde senere; om de fire første meldingene alle er pass, spilles given som passmisère</translation>
    </message>
    <message>
        <source>Bidding box</source>
        <translation>Meldeboks</translation>
    </message>
    <message>
        <source>{misere} misère · {grandi} grandi</source>
        <comment>the bidding box&apos;s key to the letters of its misère and grandi columns</comment>
        <translation>{misere} misère · {grandi} grandi</translation>
    </message>
</context>
<context>
    <name>SkruuviScoreSheet</name>
    <message>
        <source>{contract} {times}</source>
        <translation>{contract} {times}</translation>
    </message>
    <message>
        <source>{contract} ({name}) {times}</source>
        <translation>{contract} ({name}) {times}</translation>
    </message>
    <message>
        <source>Total {number}</source>
        <translation>Totalt {number}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>{name}
({letter})</source>
        <translation>{name}
({letter})</translation>
    </message>
    <message>
        <source>{name}&apos;s letter is {letter}: the sheet names a contract&apos;s declarer by the letter, as in “6 ♥ {letter} x2”.</source>
        <translation>{name} har bokstaven {letter}: poenglisten viser deklaranten i en kontrakt med bokstaven, som i «6 ♥ {letter} x2».</translation>
    </message>
    <message>
        <source>{name} ({letter})</source>
        <translation>{name} ({letter})</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}</source>
        <translation>Sesjon {number}: {first} mot {second}</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}, you sit out</source>
        <translation>Sesjon {number}: {first} mot {second}, du sitter over</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}, {name} sits out</source>
        <translation>Sesjon {number}: {first} mot {second}, {name} sitter over</translation>
    </message>
    <message>
        <source>Eagle {number}</source>
        <translation>Kotka {number}</translation>
    </message>
    <message>
        <source>Opening {number}</source>
        <translation>Alkupeli {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Robber {number} total</source>
        <translation>Sesjon {number} totalt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Above the line: bonuses</source>
        <translation>Over streken: bonuser</translation>
    </message>
    <message>
        <source>The line: bonuses above, trick points below</source>
        <translation>Streken: bonuser over, stikkpoeng under</translation>
    </message>
    <message>
        <source>Below the line: trick points</source>
        <translation>Under streken: stikkpoeng</translation>
    </message>
    <message>
        <source>The difference {difference} ÷ 100 to each player&apos;s ledger</source>
        <translation>Differansen {difference} ÷ 100 til hver spillers hovedbok</translation>
    </message>
    <message>
        <source>To the ledger</source>
        <translation>Til hovedboka</translation>
    </message>
    <message>
        <source>Game {number} won: both count from 0 again</source>
        <translation>Utgang {number} vunnet: begge teller fra 0 igjen</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Hovedbok</translation>
    </message>
</context>
<context>
    <name>SkruuviTraditional</name>
    <message>
        <source>{count} aces: {points}</source>
        <translation>{count} ess: {points}</translation>
    </message>
    <message>
        <source>{cards}: {points}</source>
        <translation>{cards}: {points}</translation>
    </message>
    <message>
        <source>{name} shows {what}</source>
        <translation>{name} viser {what}</translation>
    </message>
    <message>
        <source>Honours: {first} {count}, {second} {other}</source>
        <translation>Honnører: {first} {count}, {second} {other}</translation>
    </message>
    <message>
        <source>trick points</source>
        <translation>stikkpoeng</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>utgang {number}</translation>
    </message>
    <message>
        <source>contract made at level {level}</source>
        <translation>oppfylt kontrakt på nivå {level}</translation>
    </message>
    <message>
        <source>overtricks</source>
        <translation>overstikk</translation>
    </message>
    <message>
        <source>undertricks at level {level}: {count}</source>
        <translation>understikk på nivå {level}: {count}</translation>
    </message>
    <message>
        <source>{name}: {count} aces</source>
        <translation>{name}: {count} ess</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>honours</source>
        <translation>honnører</translation>
    </message>
    <message>
        <source>ace in trick {number}</source>
        <translation>ess i stikk {number}</translation>
    </message>
    <message>
        <source>pass-misère, trick difference</source>
        <translation>passmisère, stikkdifferanse</translation>
    </message>
</context>
<context>
    <name>SpokenCard</name>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>SpokenPile</name>
    <message numerus="yes">
        <source>Your hand: %n cards, face down</source>
        <translation>
            <numerusform>Hånden din: %n kort, med baksiden opp</numerusform>
            <numerusform>Hånden din: %n kort, med baksiden opp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards, face down</source>
        <translation>
            <numerusform>Hånden til {name}: %n kort, med baksiden opp</numerusform>
            <numerusform>Hånden til {name}: %n kort, med baksiden opp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n cards</source>
        <translation>
            <numerusform>Hånden din: %n kort</numerusform>
            <numerusform>Hånden din: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>Hånden til {name}: %n kort</numerusform>
            <numerusform>Hånden til {name}: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your tricks: %n</source>
        <translation>
            <numerusform>Stikkene dine: %n</numerusform>
            <numerusform>Stikkene dine: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tricks: %n</source>
        <translation>
            <numerusform>Stikkene til {name}: %n</numerusform>
            <numerusform>Stikkene til {name}: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s tricks: %n</source>
        <translation>
            <numerusform>Stikkene til din side: %n</numerusform>
            <numerusform>Stikkene til din side: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tricks of {name}: %n</source>
        <translation>
            <numerusform>Stikkene til {name}: %n</numerusform>
            <numerusform>Stikkene til {name}: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick in play: %n cards</source>
        <translation>
            <numerusform>Stikket i spill: %n kort</numerusform>
            <numerusform>Stikket i spill: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n cards</source>
        <translation>
            <numerusform>Kortstokk: %n kort</numerusform>
            <numerusform>Kortstokk: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kortstokk</translation>
    </message>
    <message>
        <source>Pack, starter: {card}</source>
        <translation>Kortstokk, startkort: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Crib, yours, %n cards</source>
        <translation>
            <numerusform>Krybben din: %n kort</numerusform>
            <numerusform>Krybben din: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Crib, {name}&apos;s, %n cards</source>
        <translation>
            <numerusform>Krybben til {name}: %n kort</numerusform>
            <numerusform>Krybben til {name}: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards in this series: %n</source>
        <translation>
            <numerusform>Kortene dine i denne runden: %n</numerusform>
            <numerusform>Kortene dine i denne runden: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards in this series: %n</source>
        <translation>
            <numerusform>Kortene til {name} i denne runden: %n</numerusform>
            <numerusform>Kortene til {name} i denne runden: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>Kortene dine fra tidligere runder: %n, med baksiden opp</numerusform>
            <numerusform>Kortene dine fra tidligere runder: %n, med baksiden opp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>Kortene til {name} fra tidligere runder: %n, med baksiden opp</numerusform>
            <numerusform>Kortene til {name} fra tidligere runder: %n, med baksiden opp</numerusform>
        </translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Sum: {count}</translation>
    </message>
    <message>
        <source>Cribbage board: {scores}</source>
        <translation>Cribbagebrett: {scores}</translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n, face down</source>
        <translation>
            <numerusform>Midtkort: %n, med baksiden opp</numerusform>
            <numerusform>Midtkort: %n, med baksiden opp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n</source>
        <translation>
            <numerusform>Midtkort: %n</numerusform>
            <numerusform>Midtkort: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards, face down</source>
        <translation>
            <numerusform>Blinde: %n kort, med baksiden opp</numerusform>
            <numerusform>Blinde: %n kort, med baksiden opp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards</source>
        <translation>
            <numerusform>Blinde: %n kort</numerusform>
            <numerusform>Blinde: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n cards</source>
        <translation>
            <numerusform>Ute av spill: %n kort</numerusform>
            <numerusform>Ute av spill: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Your bid card, face down</source>
        <translation>Meldekortet ditt, med baksiden opp</translation>
    </message>
    <message>
        <source>{name}&apos;s bid card, face down</source>
        <translation>Meldekortet til {name}, med baksiden opp</translation>
    </message>
    <message>
        <source>Your bid card</source>
        <translation>Meldekortet ditt</translation>
    </message>
    <message>
        <source>{name}&apos;s bid card</source>
        <translation>Meldekortet til {name}</translation>
    </message>
    <message>
        <source>Revealed bid card: {card}</source>
        <translation>Vist meldekort: {card}</translation>
    </message>
    <message>
        <source>The cards still to be dealt</source>
        <translation>Kortene som ennå ikke er gitt</translation>
    </message>
    <message>
        <source>The cards left after the deal, the starter turned up</source>
        <translation>Kortene som er igjen etter given, med startkortet snudd opp</translation>
    </message>
    <message>
        <source>The cards left after the deal; the starter is cut from them</source>
        <translation>Kortene som er igjen etter given; startkortet løftes fra dem</translation>
    </message>
    <message>
        <source>The cards played to this trick, in order</source>
        <translation>Kortene spilt til dette stikket, i rekkefølge</translation>
    </message>
    <message>
        <source>Cards only their holder sees</source>
        <translation>Kort bare den som har dem, ser</translation>
    </message>
    <message>
        <source>Cards held, face up for all to see</source>
        <translation>Kort på hånden, med forsiden opp så alle ser dem</translation>
    </message>
    <message>
        <source>Tricks won, face down</source>
        <translation>Vunne stikk, med baksiden opp</translation>
    </message>
    <message>
        <source>Laid away at the deal; counted for the dealer after the hands</source>
        <translation>Lagt bort ved given; telles for giveren etter hendene</translation>
    </message>
    <message>
        <source>The cards counted now, with the starter</source>
        <translation>Kortene som telles nå, med startkortet</translation>
    </message>
    <message>
        <source>The score of each player or side, pegged along the board</source>
        <translation>Poengene til hver spiller eller side, med pinner langs brettet</translation>
    </message>
    <message>
        <source>Played in an earlier series of this deal, turned down</source>
        <translation>Spilt i en tidligere runde av denne given, snudd ned</translation>
    </message>
    <message>
        <source>Laid aside at the deal; the taker turns them up and takes them</source>
        <translation>Lagt til side ved given; bunketakeren snur dem og tar dem</translation>
    </message>
    <message>
        <source>Turned up for all to see; the taker takes them into the hand</source>
        <translation>Snudd opp så alle ser dem; bunketakeren tar dem på hånden</translation>
    </message>
    <message>
        <source>Dealt aside; nobody sees them unless the contract takes them</source>
        <translation>Gitt til side; ingen ser dem med mindre kontrakten tar dem i bruk</translation>
    </message>
    <message>
        <source>Out of play for the rest of the deal</source>
        <translation>Ute av spill resten av given</translation>
    </message>
    <message>
        <source>A bid card: all five are turned up together and stay in their hands</source>
        <translation>Et meldekort: alle fem snus samtidig og blir på eiernes hender</translation>
    </message>
</context>
<context>
    <name>SpokenTable</name>
    <message>
        <source>Turn: {name}.</source>
        <translation>Tur: {name}.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Poeng: {scores}.</translation>
    </message>
    <message>
        <source>Seats: {seats}.</source>
        <translation>Spillere: {seats}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Hånden din: {cards}.</translation>
    </message>
    <message>
        <source>Picked: {cards}.</source>
        <translation>Valgt: {cards}.</translation>
    </message>
    <message>
        <source>Focus: {card}.</source>
        <translation>Markert: {card}.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kort med baksiden opp</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, kan spilles</translation>
    </message>
    <message>
        <source>{card}: {mark}</source>
        <translation>{card}: {mark}</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>På hånden din</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>På bordet</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Har turen</translation>
    </message>
</context>
<context>
    <name>Squint</name>
    <message>
        <source>Deal {number} — you deal</source>
        <translation>Giv {number} — du gir</translation>
    </message>
    <message>
        <source>Deal {number} — dealer {name}</source>
        <translation>Giv {number} — giver {name}</translation>
    </message>
    <message>
        <source>Your face-up discard: {cards}</source>
        <translation>Du la bort med forsiden opp: {cards}</translation>
    </message>
    <message>
        <source>Discarded face up by {name}: {cards}</source>
        <translation>{name} la bort med forsiden opp: {cards}</translation>
    </message>
    <message>
        <source>Last deal: {result}</source>
        <translation>Forrige giv: {result}</translation>
    </message>
    <message>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <source>Bid cards: {items}</source>
        <translation>Meldekort: {items}</translation>
    </message>
    <message>
        <source>Back in hand, maybe given away face down: {items}</source>
        <translation>Tilbake på hånden, kanskje gitt bort med baksiden opp: {items}</translation>
    </message>
    <message>
        <source>{name}: hand play {times}</source>
        <translation>{name}: håndspill {times}</translation>
    </message>
    <message>
        <source>{name}: with the squint</source>
        <translation>{name}: med blinden</translation>
    </message>
    <message>
        <source>{name}: hand play proposed</source>
        <translation>{name}: foreslo håndspill</translation>
    </message>
    <message>
        <source>{name}: hand play accepted {times}</source>
        <translation>{name}: godtok håndspill {times}</translation>
    </message>
    <message>
        <source>From the squint: {cards}</source>
        <translation>Fra blinden: {cards}</translation>
    </message>
    <message>
        <source>From {name}: {cards}</source>
        <translation>Fra {name}: {cards}</translation>
    </message>
    <message>
        <source>Your face-down discard: {cards}</source>
        <translation>Du la bort med baksiden opp: {cards}</translation>
    </message>
    <message>
        <source>To {name}: {cards}</source>
        <translation>Til {name}: {cards}</translation>
    </message>
    <message>
        <source>Totals — game to {target}</source>
        <translation>Totalt — spill til {target}</translation>
    </message>
    <message numerus="yes">
        <source>Totals — game to {target} or %n deals</source>
        <translation>
            <numerusform>Totalt — spill til {target} eller %n giv</numerusform>
            <numerusform>Totalt — spill til {target} eller %n giver</numerusform>
        </translation>
    </message>
    <message>
        <source>Ace Solo made — {name}</source>
        <extracomment>A contract&apos;s result by its kind, whether it was made, and whether the viewer played it ({second} is the Duo partner).</extracomment>
        <translation>Esssolo oppfylt — {name}</translation>
    </message>
    <message>
        <source>Ace Solo lost — {name}</source>
        <translation>Esssolo tapt — {name}</translation>
    </message>
    <message>
        <source>Misère made — {name}</source>
        <translation>Misère oppfylt — {name}</translation>
    </message>
    <message>
        <source>Misère lost — {name}</source>
        <translation>Misère tapt — {name}</translation>
    </message>
    <message>
        <source>Grand Solo made — {name}</source>
        <translation>Storsolo oppfylt — {name}</translation>
    </message>
    <message>
        <source>Grand Solo lost — {name}</source>
        <translation>Storsolo tapt — {name}</translation>
    </message>
    <message>
        <source>Solo made — {name}</source>
        <translation>Solo oppfylt — {name}</translation>
    </message>
    <message>
        <source>Solo lost — {name}</source>
        <translation>Solo tapt — {name}</translation>
    </message>
    <message>
        <source>Duo made — {name} and {second}</source>
        <translation>Duo oppfylt — {name} og {second}</translation>
    </message>
    <message>
        <source>Duo lost — {name} and {second}</source>
        <translation>Duo tapt — {name} og {second}</translation>
    </message>
    <message>
        <source>You made the Ace Solo</source>
        <translation>Du oppfylte esssoloen</translation>
    </message>
    <message>
        <source>You lost the Ace Solo</source>
        <translation>Du tapte esssoloen</translation>
    </message>
    <message>
        <source>You made the Misère</source>
        <translation>Du oppfylte misèren</translation>
    </message>
    <message>
        <source>You lost the Misère</source>
        <translation>Du tapte misèren</translation>
    </message>
    <message>
        <source>You made the Grand Solo</source>
        <translation>Du oppfylte storsoloen</translation>
    </message>
    <message>
        <source>You lost the Grand Solo</source>
        <translation>Du tapte storsoloen</translation>
    </message>
    <message>
        <source>You made the Solo</source>
        <translation>Du oppfylte soloen</translation>
    </message>
    <message>
        <source>You lost the Solo</source>
        <translation>Du tapte soloen</translation>
    </message>
    <message>
        <source>You and {second} made the Duo</source>
        <translation>Du og {second} oppfylte duoen</translation>
    </message>
    <message>
        <source>You and {second} lost the Duo</source>
        <translation>Du og {second} tapte duoen</translation>
    </message>
    <message>
        <source>Nemo scored</source>
        <translation>Poengene for nemo er regnet ut</translation>
    </message>
    <message>
        <source>Deal {number} scored</source>
        <translation>Poengene for giv {number} er regnet ut</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>{name} (hand {times})</source>
        <translation>{name} (håndspill {times})</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du vant spillet!</translation>
    </message>
    <message>
        <source>Shared win: you and {names}!</source>
        <translation>Delt seier: du og {names}!</translation>
    </message>
    <message>
        <source>The winner: {name}!</source>
        <translation>Vinner: {name}!</translation>
    </message>
    <message>
        <source>Shared win: {names}!</source>
        <translation>Delt seier: {names}!</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <source>Ace Solo</source>
        <translation>Esssolo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Grand Solo</source>
        <translation>Storsolo</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Duo</source>
        <translation>Duo</translation>
    </message>
    <message>
        <source>Nemo</source>
        <translation>Nemo</translation>
    </message>
    <message>
        <source>Ace Solo: {name}, no trump</source>
        <translation>Esssolo: {name}, uten trumf</translation>
    </message>
    <message>
        <source>Misère: {name}, no trump</source>
        <translation>Misère: {name}, uten trumf</translation>
    </message>
    <message>
        <source>Grand Solo: {name}, {suit} trump</source>
        <translation>Storsolo: {name}, {suit} trumf</translation>
    </message>
    <message>
        <source>Solo: {name}, {suit} trump</source>
        <translation>Solo: {name}, {suit} trumf</translation>
    </message>
    <message>
        <source>Duo: {name} and {second}, {suit} trump</source>
        <translation>Duo: {name} og {second}, {suit} trumf</translation>
    </message>
    <message>
        <source>Nemo: {suit} are penalty</source>
        <translation>Nemo: {suit} er straffefarge</translation>
    </message>
    <message>
        <source>Four bids in {suit}, one odd: {name} to choose Nemo or a Solo</source>
        <translation>Fire meldekort i {suit}, ett i en annen farge: {name} velger nemo eller solo</translation>
    </message>
    <message>
        <source>Ace Solo: you, no trump</source>
        <translation>Esssolo: du, uten trumf</translation>
    </message>
    <message>
        <source>Misère: you, no trump</source>
        <translation>Misère: du, uten trumf</translation>
    </message>
    <message>
        <source>Grand Solo: you, {suit} trump</source>
        <translation>Storsolo: du, {suit} trumf</translation>
    </message>
    <message>
        <source>Solo: you, {suit} trump</source>
        <translation>Solo: du, {suit} trumf</translation>
    </message>
    <message>
        <source>Duo: you and {second}, {suit} trump</source>
        <translation>Duo: du og {second}, {suit} trumf</translation>
    </message>
    <message>
        <source>Four bids in {suit}, one odd: you choose Nemo or a Solo</source>
        <translation>Fire meldekort i {suit}, ett i en annen farge: du velger nemo eller solo</translation>
    </message>
    <message>
        <source>Ace Solo: {name}</source>
        <translation>Esssolo: {name}</translation>
    </message>
    <message>
        <source>Misère: {name}</source>
        <translation>Misère: {name}</translation>
    </message>
    <message>
        <source>Ace Solo: you</source>
        <translation>Esssolo: du</translation>
    </message>
    <message>
        <source>Misère: you</source>
        <translation>Misère: du</translation>
    </message>
    <message>
        <source>All played at once, no trump</source>
        <translation>Spilles samtidig, uten trumf</translation>
    </message>
    <message>
        <source>Penalty suit: {suit}</source>
        <translation>Straffefarge: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trumf: {suit}</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Ingen trumf</translation>
    </message>
    <message>
        <source>{card}: Ace Solo, six tricks alone at no trump</source>
        <translation>{card}: esssolo, seks stikk alene uten trumf</translation>
    </message>
    <message>
        <source>{card}: Misère, no tricks at all, no trump</source>
        <translation>{card}: misère, ikke et eneste stikk, uten trumf</translation>
    </message>
    <message>
        <source>{card}: Grand Solo, six tricks alone with {suit} trump</source>
        <translation>{card}: storsolo, seks stikk alene med {suit} som trumf</translation>
    </message>
    <message>
        <source>{card}: a wish for {suit} as trump</source>
        <translation>{card}: ønske om {suit} som trumf</translation>
    </message>
    <message>
        <source>Hand!</source>
        <translation>Håndspill!</translation>
    </message>
    <message>
        <source>Squint!</source>
        <translation>Blinden!</translation>
    </message>
    <message>
        <source>Hand?</source>
        <translation>Håndspill?</translation>
    </message>
    <message>
        <source>Hand, agreed!</source>
        <translation>Håndspill, avtalt!</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forhånd</translation>
    </message>
    <message>
        <source>Hand {times}</source>
        <translation>Håndspill {times}</translation>
    </message>
    <message>
        <source>bid card laid</source>
        <translation>meldekort lagt</translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation>
            <numerusform>%n stikk</numerusform>
            <numerusform>%n stikk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tricks, {clean} clean</source>
        <translation>
            <numerusform>%n stikk, rene {clean}</numerusform>
            <numerusform>%n stikk, rene {clean}</numerusform>
        </translation>
    </message>
    <message>
        <source>Squint</source>
        <translation>Blinde</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Ute av spill</translation>
    </message>
    <message>
        <source>Lay bid card</source>
        <translation>Legg meldekort</translation>
    </message>
    <message>
        <source>Play hand {times}</source>
        <extracomment>The button of each declaration the Duo&apos;s partners make.</extracomment>
        <translation>Velg håndspill {times}</translation>
    </message>
    <message>
        <source>Take the squint</source>
        <translation>Ta blinden</translation>
    </message>
    <message>
        <source>Propose hand play {times}</source>
        <translation>Foreslå håndspill {times}</translation>
    </message>
    <message>
        <source>Accept hand play {times}</source>
        <translation>Godta håndspill {times}</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Behold {card}</translation>
    </message>
    <message>
        <source>Solo {suit}</source>
        <translation>Solo {suit}</translation>
    </message>
    <message>
        <source>Discard face up</source>
        <translation>Legg bort med forsiden opp</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Legg bort</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Gi til {name}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Show the picked card as your bid; all five are turned up together</source>
        <translation>Vis det valgte kortet som din melding; alle fem snus samtidig</translation>
    </message>
    <message>
        <source>Play without the squint: the deal&apos;s points count double</source>
        <extracomment>What each declaration does, said in its button&apos;s tooltip.</extracomment>
        <translation>Spill uten blinden: poengene i given teller dobbelt</translation>
    </message>
    <message>
        <source>Play with the squint: its cards come into play</source>
        <translation>Spill med blinden: kortene i den kommer i spill</translation>
    </message>
    <message>
        <source>Ask your partner to play without the squint, for double points</source>
        <translation>Be makkeren din spille uten blinden, for dobbelt poeng</translation>
    </message>
    <message>
        <source>Play without the squint with your partner: the deal&apos;s points count double</source>
        <translation>Spill uten blinden sammen med makkeren din: poengene i given teller dobbelt</translation>
    </message>
    <message>
        <source>Keep {card} of the squint; your partner gets the other</source>
        <translation>Behold {card} fra blinden; makkeren din får det andre</translation>
    </message>
    <message>
        <source>Play Nemo, everybody alone: the suit of the four bid cards is the penalty suit</source>
        <translation>Spill nemo, hver for seg: fargen til de fire meldekortene er straffefargen</translation>
    </message>
    <message>
        <source>Play a Solo yourself with {suit} as trump</source>
        <translation>Spill solo selv med {suit} som trumf</translation>
    </message>
    <message>
        <source>Put the picked cards out of play face up, for all to see</source>
        <translation>Legg de valgte kortene ut av spill med forsiden opp, så alle ser dem</translation>
    </message>
    <message>
        <source>Put the picked cards out of play face down</source>
        <translation>Legg de valgte kortene ut av spill med baksiden opp</translation>
    </message>
    <message>
        <source>Pass the picked cards face down to {name}</source>
        <translation>Send de valgte kortene med baksiden opp til {name}</translation>
    </message>
    <message>
        <source>Play the picked card to the trick</source>
        <translation>Spill det valgte kortet til stikket</translation>
    </message>
    <message>
        <source>Pick your bid card; it stays in your hand</source>
        <translation>Velg meldekortet ditt; det blir på hånden</translation>
    </message>
    <message>
        <source>Your bid card: {card}. Waiting for {names}</source>
        <translation>Meldekortet ditt: {card}. Venter på {names}</translation>
    </message>
    <message>
        <source>you</source>
        <comment>in a list of players the table waits for</comment>
        <translation>deg</translation>
    </message>
    <message>
        <source>Waiting for bid cards from {names}</source>
        <translation>Venter på meldekort fra {names}</translation>
    </message>
    <message>
        <source>Choose Nemo ({suit} penalty), or a Solo and its trump</source>
        <translation>Velg nemo ({suit} straffefarge) eller solo og trumf</translation>
    </message>
    <message>
        <source>You choose Nemo or a Solo</source>
        <translation>Du velger nemo eller solo</translation>
    </message>
    <message>
        <source>{name} chooses Nemo or a Solo</source>
        <translation>{name} velger nemo eller solo</translation>
    </message>
    <message>
        <source>Play hand for double points, or take the squint?</source>
        <translation>Spille håndspill for dobbelt poeng, eller ta blinden?</translation>
    </message>
    <message>
        <source>Duo with {name}: take the squint, or propose hand play?</source>
        <translation>Duo med {name}: ta blinden, eller foreslå håndspill?</translation>
    </message>
    <message>
        <source>{name} proposed hand play: accept, or take the squint?</source>
        <translation>{name} foreslo håndspill: godta, eller ta blinden?</translation>
    </message>
    <message>
        <source>The squint: keep one card, your partner gets the other</source>
        <translation>Blinden: behold ett kort, makkeren din får det andre</translation>
    </message>
    <message>
        <source>Discard a card face down</source>
        <translation>Legg bort et kort med baksiden opp</translation>
    </message>
    <message>
        <source>Discard {count} cards face down ({chosen}/{count} chosen)</source>
        <translation>Legg bort {count} kort med baksiden opp ({chosen}/{count} valgt)</translation>
    </message>
    <message>
        <source>Discard {count} cards face up for all to see ({chosen}/{count})</source>
        <translation>Legg bort {count} kort med forsiden opp så alle ser dem ({chosen}/{count})</translation>
    </message>
    <message>
        <source>Pass {count} cards face down to {name} ({chosen}/{count} chosen)</source>
        <translation>Gi {count} kort med baksiden opp til {name} ({chosen}/{count} valgt)</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Du spiller ut: spill hvilket som helst kort</translation>
    </message>
    <message>
        <source>Your turn: play a card (you must follow {suit})</source>
        <translation>Din tur: spill et kort (du må følge farge: {suit})</translation>
    </message>
    <message>
        <source>Your turn: no {suit}, play any card</source>
        <translation>Din tur: ingen {suit}, spill hvilket som helst kort</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>You decide about the squint</source>
        <translation>Du velger om du tar blinden</translation>
    </message>
    <message>
        <source>{name} decides about the squint</source>
        <translation>{name} velger om blinden skal tas</translation>
    </message>
    <message>
        <source>You choose cards to give</source>
        <translation>Du velger kort å gi</translation>
    </message>
    <message>
        <source>{name} chooses cards to give</source>
        <translation>{name} velger kort å gi</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Din tur til å spille</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} skal spille</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Gir…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Klikk på bordet eller trykk Enter for neste giv.</translation>
    </message>
    <message>
        <source>This deal</source>
        <extracomment>No corner is narrower than this, however little room the table leaves.</extracomment>
        <translation>Denne given</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>This game is not counted: the statistics file is from a newer version of the program.</source>
        <translation>Dette spillet telles ikke: statistikkfilen er fra en nyere versjon av programmet.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: {reason}.</source>
        <translation>Dette spillet telles ikke i statistikken: {reason}.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Datamaskin ({level})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seirer</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinnerandel</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Nåværende rekke</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Lengste seiersrekke</translation>
    </message>
    <message>
        <source>Ledger per deal</source>
        <translation>Til hovedboka per giv</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Poeng per giv</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Hånd i snitt</translation>
    </message>
    <message>
        <source>Average crib</source>
        <translation>Krybbe i snitt</translation>
    </message>
    <message>
        <source>Average pegging</source>
        <translation>Poeng i spillefasen i snitt</translation>
    </message>
    <message>
        <source>{game}: players</source>
        <translation>{game}: spillere</translation>
    </message>
    <message>
        <source>Games, wins, streaks and points per deal of each person and computer level</source>
        <translation>Spill, seirer, rekker og poeng per giv for hver person og datamaskinnivå</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen ferdige spill ennå.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Oppfylt</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Doblet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>{game}: contracts</source>
        <translation>{game}: kontrakter</translation>
    </message>
    <message>
        <source>Each contract a player played: how often, how often made, points</source>
        <translation>Hver kontrakt en spiller spilte: hvor ofte, hvor ofte den gikk hjem, poeng</translation>
    </message>
    <message>
        <source>Points in the last games</source>
        <translation>Poeng i de siste spillene</translation>
    </message>
    <message>
        <source>The share of games each player won, as bars</source>
        <translation>Andelen spill hver spiller vant, som søyler</translation>
    </message>
    <message>
        <source>Each player&apos;s points per deal in the last games, as lines</source>
        <translation>Hver spillers poeng per giv i de siste spillene, som linjer</translation>
    </message>
    <message>
        <source>Reset the {game} statistics of traditional scoring…</source>
        <translation>Nullstill statistikken for {game} med tradisjonell poengberegning…</translation>
    </message>
    <message>
        <source>Reset the {game} statistics…</source>
        <translation>Nullstill statistikken for {game}…</translation>
    </message>
    <message>
        <source>Forget every game of this page, once you confirm</source>
        <translation>Glem alle spillene på denne siden når du bekrefter</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n tapt</numerusform>
            <numerusform>%n tapt</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget every {game} game of traditional scoring in the statistics? This cannot be undone.</source>
        <translation>Vil du glemme alle {game}-spill med tradisjonell poengberegning i statistikken? Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message>
        <source>Forget every {game} game in the statistics? This cannot be undone.</source>
        <translation>Vil du glemme alle {game}-spill i statistikken? Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>{game}, traditional scoring</source>
        <translation>{game}, tradisjonell poengberegning</translation>
    </message>
    <message>
        <source>Forget these statistics for good</source>
        <translation>Glem denne statistikken for godt</translation>
    </message>
    <message>
        <source>Keep the statistics as they are</source>
        <translation>Behold statistikken som den er</translation>
    </message>
    <message>
        <source>Cannot reset the statistics</source>
        <translation>Kan ikke nullstille statistikken</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Games, wins and points of each person and computer level, per game</source>
        <translation>Spill, seirer og poeng for hver person og datamaskinnivå, per spill</translation>
    </message>
    <message>
        <source>The {game} figures of traditional scoring</source>
        <translation>Tallene for {game} med tradisjonell poengberegning</translation>
    </message>
    <message>
        <source>The {game} figures</source>
        <translation>Tallene for {game}</translation>
    </message>
    <message>
        <source>The statistics file is from a newer version of the program: it is shown but not changed.</source>
        <translation>Statistikkfilen er fra en nyere versjon av programmet: den vises, men endres ikke.</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>Play {card}.</source>
        <translation>Spill {card}.</translation>
    </message>
    <message>
        <source>Put {cards} in the crib.</source>
        <translation>Legg {cards} i krybben.</translation>
    </message>
    <message numerus="yes">
        <source>Claim %n points.</source>
        <translation>
            <numerusform>Krev %n poeng.</numerusform>
            <numerusform>Krev %n poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say go.</source>
        <translation>Si go.</translation>
    </message>
    <message>
        <source>Call muggins.</source>
        <translation>Rop muggins.</translation>
    </message>
    <message>
        <source>Let the missed points go.</source>
        <translation>La de glemte poengene ligge.</translation>
    </message>
    <message>
        <source>Bid {bid}.</source>
        <translation>Meld {bid}.</translation>
    </message>
    <message>
        <source>Give {cards}.</source>
        <translation>Gi {cards}.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Pass.</translation>
    </message>
    <message>
        <source>Knock.</source>
        <translation>Doble.</translation>
    </message>
    <message>
        <source>Re-knock.</source>
        <translation>Redoble.</translation>
    </message>
    <message>
        <source>Put {cards} out of play face down.</source>
        <translation>Legg bort {cards} med baksiden opp.</translation>
    </message>
    <message>
        <source>Pass {cards} face down to the next player.</source>
        <translation>Gi {cards} med baksiden opp til neste spiller.</translation>
    </message>
    <message>
        <source>Put {cards} out of play face up.</source>
        <translation>Legg bort {cards} med forsiden opp.</translation>
    </message>
    <message>
        <source>Lay {card} as your bid card.</source>
        <translation>Legg {card} som meldekortet ditt.</translation>
    </message>
    <message>
        <source>Choose a Solo with {suit} as trump.</source>
        <translation>Velg solo med {suit} som trumf.</translation>
    </message>
    <message>
        <source>Keep {card}.</source>
        <translation>Behold {card}.</translation>
    </message>
    <message>
        <source>Choose Nemo.</source>
        <translation>Velg nemo.</translation>
    </message>
    <message>
        <source>Play hand, without the squint.</source>
        <translation>Spill håndspill, uten blinden.</translation>
    </message>
    <message>
        <source>Take the squint.</source>
        <translation>Ta blinden.</translation>
    </message>
    <message>
        <source>Propose hand play.</source>
        <translation>Foreslå håndspill.</translation>
    </message>
    <message>
        <source>Accept hand play.</source>
        <translation>Godta håndspill.</translation>
    </message>
</context>
<context>
    <name>TurnUp</name>
    <message>
        <source>Your turn, player in seat {n}</source>
        <translation>Din tur, spilleren på plass {n}</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Din tur, {name}</translation>
    </message>
    <message>
        <source>Turn up my cards</source>
        <translation>Snu kortene mine</translation>
    </message>
    <message>
        <source>Click, or press Space or Enter</source>
        <translation>Klikk, eller trykk mellomrom eller Enter</translation>
    </message>
    <message>
        <source>Your cards lie face down: press Space or Enter to turn them up.</source>
        <translation>Kortene dine ligger med baksiden opp: trykk mellomrom eller Enter for å snu dem.</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>&amp;Next tip</source>
        <extracomment>Rule options that keep a walkthrough short: a game to 61, one practice deal. The learner&apos;s seat; every other seat is a computer player at the normal level. Cards in the walkthrough panel, in logical pixels. Room for a whole tip of a few short paragraphs without scrolling at the usual width.</extracomment>
        <translation>&amp;Neste tips</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>First game: {game}</source>
        <translation>Første spill: {game}</translation>
    </message>
    <message>
        <source>The suggested move is highlighted.</source>
        <translation>Det foreslåtte trekket er uthevet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggested move:&lt;/b&gt; {move}</source>
        <translation>&lt;b&gt;Foreslått trekk:&lt;/b&gt; {move}</translation>
    </message>
    <message>
        <source>The walkthrough text cannot be found.</source>
        <translation>Veiledningsteksten finnes ikke.</translation>
    </message>
    <message>
        <source>Coming up after this step:</source>
        <translation>Etter dette trinnet kommer:</translation>
    </message>
</context>
</TS>

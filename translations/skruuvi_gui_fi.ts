<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Korttipöytä</source>
        <translation>Tietoja Korttipöydästä</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Korttipöytä {version}&lt;/h2&gt;&lt;p&gt;A card table for Cribbage, Skruuvi and Squint: play against the computer or with family on one screen.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Korttipöytä {version}&lt;/h2&gt;&lt;p&gt;Korttipöytä cribbagelle, skruuville ja squintille: pelaa tietokonetta vastaan tai perheen kesken samalla näytöllä.&lt;/p&gt;&lt;p&gt;Vapaa ohjelma GNU General Public License -lisenssin version 3 tai myöhemmän ehdoin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the program is, its version and its licence</source>
        <translation>Mikä ohjelma on, sen versio ja lisenssi</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, {value} in all, the best.</source>
        <translation>Jako {deal}: {name} piti kortit {kept}: kädessä {hand}, cribissä {crib}, yhteensä {value}, paras valinta.</translation>
    </message>
    <message>
        <source>Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, {value} in all; best {best} ({best_value}).</source>
        <translation>Jako {deal}: {name} piti kortit {kept}: kädessä {hand}, cribissä {crib}, yhteensä {value}; paras olisi ollut {best} ({best_value}).</translation>
    </message>
    <message>
        <source>Nothing to analyse in this game.</source>
        <translation>Tässä pelissä ei ole analysoitavaa.</translation>
    </message>
    <message>
        <source>A discard&apos;s value is the kept cards&apos; points averaged over every starter that could be cut, plus what the thrown cards are expected to bring to your crib (minus, to the other side&apos;s).</source>
        <translation>Cribiin laitettujen korttien valinnan arvo on käteen jääneiden korttien pisteiden keskiarvo kaikilla mahdollisilla lähtökorteilla sekä se, mitä cribiin laitettujen korttien odotetaan tuovan omaan cribiin (vastapuolen cribiin miinuksena).</translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Viimeisistä tikeistä arvioitiin %n kortti kaikki kädet tuntien; jokainen alla oleva kortti maksoi tikkejä parhaaseen peliin verrattuna.</numerusform>
            <numerusform>Viimeisistä tikeistä arvioitiin %n korttia kaikki kädet tuntien; jokainen alla oleva kortti maksoi tikkejä parhaaseen peliin verrattuna.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card cost a trick against the best play.</source>
        <translation>Yksikään kortti ei maksanut tikkiä parhaaseen peliin verrattuna.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}: {name} pegged %n points with {card}; {better} would have pegged {better_points}.</source>
        <translation>
            <numerusform>Jako {deal}: {name} sai pelivaiheessa kortilla {card} %n pisteen; kortilla {better} olisi saanut {better_points}.</numerusform>
            <numerusform>Jako {deal}: {name} sai pelivaiheessa kortilla {card} %n pistettä; kortilla {better} olisi saanut {better_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open, in every trick: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Kaikista tikeistä arvioitiin %n kortti kaikki kädet tuntien; jokainen alla oleva kortti maksoi tikkejä parhaaseen peliin verrattuna.</numerusform>
            <numerusform>Kaikista tikeistä arvioitiin %n korttia kaikki kädet tuntien; jokainen alla oleva kortti maksoi tikkejä parhaaseen peliin verrattuna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more tricks; {best} would have taken {best_tricks}.</source>
        <translation>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, puoli sai vielä %n tikin; kortilla {best} niitä olisi tullut {best_tricks}.</numerusform>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, puoli sai vielä %n tikkiä; kortilla {best} niitä olisi tullut {best_tricks}.</numerusform>
        </translation>
    </message>
    <message>
        <source>What each bid said by the book:</source>
        <translation>Mitä kukin maalaus kertoi vakiomaalausten mukaan:</translation>
    </message>
    <message>
        <source>Deal {deal}, final bidding</source>
        <translation>Jako {deal}, loppumaalaukset</translation>
    </message>
    <message>
        <source>Deal {deal}, first bidding</source>
        <translation>Jako {deal}, alkumaalaukset</translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below gave away points against the best play.</source>
        <translation>
            <numerusform>Viimeisistä tikeistä arvioitiin %n kortti kaikki kädet tuntien; jokainen alla oleva kortti menetti pisteitä parhaaseen peliin verrattuna.</numerusform>
            <numerusform>Viimeisistä tikeistä arvioitiin %n korttia kaikki kädet tuntien; jokainen alla oleva kortti menetti pisteitä parhaaseen peliin verrattuna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards too many to weigh exactly: %n.</source>
        <translation>
            <numerusform>Liian monen vaihtoehdon vuoksi tarkasti arvioimatta jäi %n kortti.</numerusform>
            <numerusform>Liian monen vaihtoehdon vuoksi tarkasti arvioimatta jäi %n korttia.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card gave away points against the best play.</source>
        <translation>Yksikään kortti ei menettänyt pisteitä parhaaseen peliin verrattuna.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, jako toi hänelle %n pisteen; kortilla {best} olisi tullut {best_points}.</numerusform>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, jako toi hänelle %n pistettä; kortilla {best} olisi tullut {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, jako vei häneltä %n pisteen; kortilla {best} olisi tullut {best_points}.</numerusform>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, jako vei häneltä %n pistettä; kortilla {best} olisi tullut {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, sitoumuksen pelaajat saivat %n pisteen; kortilla {best} heidät olisi pidetty {best_points} pisteessä.</numerusform>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, sitoumuksen pelaajat saivat %n pistettä; kortilla {best} heidät olisi pidetty {best_points} pisteessä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, sitoumuksen pelaajat menettivät %n pisteen; kortilla {best} heidät olisi pidetty {best_points} pisteessä.</numerusform>
            <numerusform>Jako {deal}, tikki {trick}: kun {name} pelasi kortin {card}, sitoumuksen pelaajat menettivät %n pistettä; kortilla {best} heidät olisi pidetty {best_points} pisteessä.</numerusform>
        </translation>
    </message>
    <message>
        <source>A seat that scores is weighed by its own points, a plain opponent by the contractors&apos; points, which it wants low. The seats that score alike play together; every other seat plays against the one weighed.</source>
        <translation>Pisteitä saava pelaaja arvioidaan omien pisteidensä mukaan, tavallinen vastapelaaja sitoumuksen pelaajien pisteiden mukaan, jotka se haluaa pitää pieninä. Samat pisteet saavat pelaajat pelaavat yhdessä; kaikki muut pelaavat arvioitavaa vastaan.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unfinished game</source>
        <translation>Keskeneräinen peli</translation>
    </message>
    <message>
        <source>An unfinished game of {game} was saved. Go on with it? A new game keeps it for later in Game → Unfinished games.</source>
        <translation>Keskeneräinen {game}-peli on tallessa. Jatketaanko sitä? Uusi peli säilyttää sen myöhempää varten kohdassa Peli → Keskeneräiset pelit.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Jatka</translation>
    </message>
    <message>
        <source>Go on with the unfinished game where it was left</source>
        <translation>Jatka keskeneräistä peliä siitä, mihin se jäi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Choose a new game; the unfinished one is kept for later</source>
        <translation>Valitse uusi peli; keskeneräinen säilytetään myöhempää varten</translation>
    </message>
    <message>
        <source>Another Korttipöytä window is already using the saved game in {folder}. This window leaves it alone: a game played here cannot be resumed after this window closes. A game finished here still goes into the game library and the statistics.</source>
        <translation>Toinen Korttipöytä-ikkuna käyttää jo kansion {folder} tallennettua peliä. Tämä ikkuna ei koske siihen: täällä pelattua peliä ei voi jatkaa, kun ikkuna on suljettu. Täällä loppuun pelattu peli menee silti pelikirjastoon ja tilastoihin.</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Jo auki</translation>
    </message>
</context>
<context>
    <name>CardBadges</name>
    <message>
        <source>A card you received in this deal, number {number} in the order given</source>
        <translation>Tässä jaossa saamasi kortti: se annettiin {number}. korttina</translation>
    </message>
    <message>
        <source>A card you received in this deal</source>
        <translation>Tässä jaossa saamasi kortti</translation>
    </message>
    <message>
        <source>Chosen to give, number {number}: the receiver sees the cards in this order</source>
        <translation>Valittu annettavaksi {number}. korttina: saaja näkee kortit tässä järjestyksessä</translation>
    </message>
    <message>
        <source>Chosen to give to {name}</source>
        <translation>Valittu annettavaksi pelaajalle {name}</translation>
    </message>
</context>
<context>
    <name>Cribbage</name>
    <message>
        <source>fifteen {total}</source>
        <translation>viisitoista {total}</translation>
    </message>
    <message>
        <source>a pair is {total}</source>
        <translation>pari on {total}</translation>
    </message>
    <message>
        <source>a pair royal is {total}</source>
        <translation>kuninkaallinen pari on {total}</translation>
    </message>
    <message>
        <source>a double pair royal is {total}</source>
        <translation>kaksinkertainen kuninkaallinen pari on {total}</translation>
    </message>
    <message>
        <source>a run of {length} is {total}</source>
        <translation>sarja ({length} korttia) on {total}</translation>
    </message>
    <message>
        <source>a flush of {length} is {total}</source>
        <translation>väri ({length} korttia) on {total}</translation>
    </message>
    <message>
        <source>and one for his nobs is {total}</source>
        <translation>ja yksi päänupista on {total}</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>nineteen: not a single point</source>
        <translation>yhdeksäntoista: ei ainuttakaan pistettä</translation>
    </message>
    <message>
        <source>Your crib counts {total}</source>
        <translation>Cribisi arvo on {total}</translation>
    </message>
    <message>
        <source>Your hand counts {total}</source>
        <translation>Kätesi arvo on {total}</translation>
    </message>
    <message>
        <source>{name}&apos;s crib counts {total}</source>
        <translation>{name}: cribin arvo on {total}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand counts {total}</source>
        <translation>{name}: käden arvo on {total}</translation>
    </message>
    <message numerus="yes">
        <source>You claim %n</source>
        <translation>
            <numerusform>Ilmoitat %n pisteen</numerusform>
            <numerusform>Ilmoitat %n pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n</source>
        <translation>
            <numerusform>{name} ilmoittaa %n pisteen</numerusform>
            <numerusform>{name} ilmoittaa %n pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take %n</source>
        <translation>
            <numerusform>Muggins! Saat %n pisteen</numerusform>
            <numerusform>Muggins! Saat %n pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! {name} takes %n</source>
        <translation>
            <numerusform>Muggins! {name} saa %n pisteen</numerusform>
            <numerusform>Muggins! {name} saa %n pistettä</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Ohi</translation>
    </message>
    <message>
        <source>count</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>Go!</source>
        <translation>Ohi!</translation>
    </message>
    <message>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passaa</translation>
    </message>
    <message>
        <source>+{points} {reason}</source>
        <translation>+{points} {reason}</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Voitit!</translation>
    </message>
    <message>
        <source>You and {name} win the match!</source>
        <translation>Sinä ja {name} voititte ottelun!</translation>
    </message>
    <message>
        <source>You and {name} win!</source>
        <translation>Sinä ja {name} voititte!</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} voitti ottelun!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} voitti!</translation>
    </message>
    <message>
        <source>Skunk! The win counts double.</source>
        <translation>Skunk! Voitto lasketaan kahdesti.</translation>
    </message>
    <message>
        <source>Double skunk! The win counts three times.</source>
        <translation>Tuplaskunk! Voitto lasketaan kolmesti.</translation>
    </message>
    <message numerus="yes">
        <source>The cards are not worth %n. Count again.</source>
        <translation>
            <numerusform>Kortit eivät ole %n pisteen arvoisia. Laske uudelleen.</numerusform>
            <numerusform>Kortit eivät ole %n pisteen arvoisia. Laske uudelleen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Games {games}: the first to win %n games wins the match</source>
        <translation>
            <numerusform>Pelit {games}: ottelun voittaa se, joka voittaa ensimmäisenä %n pelin</numerusform>
            <numerusform>Pelit {games}: ottelun voittaa se, joka voittaa ensimmäisenä %n peliä</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim</source>
        <extracomment>The label of a button on the prompt line.</extracomment>
        <translation>Ilmoita</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Vahvista</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Your crib</source>
        <extracomment>Above a counted hand, by whether it is a crib and whether it is the viewer&apos;s.</extracomment>
        <translation>Cribisi</translation>
    </message>
    <message>
        <source>That card would take the count over 31 (count {count})</source>
        <translation>Se kortti veisi summan yli 31:n (summa {count})</translation>
    </message>
    <message>
        <source>Your turn (count {count})</source>
        <translation>Sinun vuorosi (summa {count})</translation>
    </message>
    <message>
        <source>{name}&apos;s crib</source>
        <translation>Crib ({name})</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Kätesi</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Käsi ({name})</translation>
    </message>
    <message>
        <source>The show: your crib</source>
        <extracomment>The prompt line while a hand is counted (the keys as above).</extracomment>
        <translation>Laskenta: cribisi</translation>
    </message>
    <message>
        <source>The show: {name}&apos;s crib</source>
        <translation>Laskenta: crib ({name})</translation>
    </message>
    <message>
        <source>The show: your hand</source>
        <translation>Laskenta: kätesi</translation>
    </message>
    <message>
        <source>The show: {name}&apos;s hand</source>
        <translation>Laskenta: käsi ({name})</translation>
    </message>
    <message>
        <source>{show} — click or press Enter for the next count</source>
        <translation>{show} — napsauta tai paina Enteriä, niin lasketaan seuraava</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Voitit ottelun!</translation>
    </message>
    <message>
        <source>{name} and {second} win the match!</source>
        <translation>{name} ja {second} voittivat ottelun!</translation>
    </message>
    <message>
        <source>{name} and {second} win!</source>
        <translation>{name} ja {second} voittivat!</translation>
    </message>
    <message>
        <source>Games {games}: the match is won</source>
        <translation>Pelit {games}: ottelu on ratkennut</translation>
    </message>
    <message>
        <source>Say go: no card of yours keeps the count at 31 or under</source>
        <extracomment>What a button on the prompt line does, said in its tooltip.</extracomment>
        <translation>Sano ohi: yksikään korteistasi ei mahdu 31:een</translation>
    </message>
    <message>
        <source>Claim the points set beside the button</source>
        <translation>Ilmoita painikkeen viereen asetetut pisteet</translation>
    </message>
    <message>
        <source>Call muggins: take the points the other player missed</source>
        <translation>Huuda muggins: ota pisteet, jotka toinen pelaaja jätti laskematta</translation>
    </message>
    <message>
        <source>Let the claim stand without calling muggins</source>
        <translation>Hyväksy ilmoitus huutamatta mugginsia</translation>
    </message>
    <message>
        <source>Lay the picked cards in the crib</source>
        <translation>Laita valitut kortit cribiin</translation>
    </message>
    <message>
        <source>Play the picked card</source>
        <translation>Pelaa valittu kortti</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} miettii…</translation>
    </message>
    <message>
        <source>Choose a card for your crib ({chosen}/1 chosen)</source>
        <translation>Valitse kortti cribiisi ({chosen}/1 valittu)</translation>
    </message>
    <message>
        <source>Choose a card for {name}&apos;s crib ({chosen}/1 chosen)</source>
        <translation>Valitse kortti cribiin, jonka {name} saa ({chosen}/1 valittu)</translation>
    </message>
    <message>
        <source>Choose 2 cards for your crib ({chosen}/2 chosen)</source>
        <translation>Valitse 2 korttia cribiisi ({chosen}/2 valittu)</translation>
    </message>
    <message>
        <source>Choose 2 cards for {name}&apos;s crib ({chosen}/2 chosen)</source>
        <translation>Valitse 2 korttia cribiin, jonka {name} saa ({chosen}/2 valittu)</translation>
    </message>
    <message>
        <source>Cutting for the deal</source>
        <translation>Jakajan arvonta</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>No card fits under 31: say go (count {count})</source>
        <translation>Mikään kortti ei mahdu 31:een: sano ohi (summa {count})</translation>
    </message>
    <message>
        <source>How many points does {card} score?</source>
        <translation>Montako pistettä {card} tuottaa?</translation>
    </message>
    <message>
        <source>Your turn: play a card (count {count})</source>
        <translation>Sinun vuorosi: pelaa kortti (summa {count})</translation>
    </message>
    <message>
        <source>Count your crib: how many points?</source>
        <translation>Laske cribisi: montako pistettä?</translation>
    </message>
    <message>
        <source>Count your hand: how many points?</source>
        <translation>Laske kätesi: montako pistettä?</translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n. Call muggins?</source>
        <translation>
            <numerusform>{name} ilmoittaa %n pisteen. Huudatko muggins?</numerusform>
            <numerusform>{name} ilmoittaa %n pistettä. Huudatko muggins?</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Peli on päättynyt</translation>
    </message>
    <message>
        <source>All hands counted: next deal</source>
        <translation>Kaikki kädet laskettu: seuraava jako</translation>
    </message>
    <message>
        <source>Waiting for the others to discard</source>
        <translation>Odotetaan, että muut laittavat korttinsa cribiin</translation>
    </message>
    <message>
        <source>Everyone puts cards in the crib</source>
        <translation>Kaikki laittavat kortteja cribiin</translation>
    </message>
    <message>
        <source>{name} may call muggins</source>
        <translation>{name} voi huutaa muggins</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (count {count})</source>
        <translation>{name} vuorossa (summa {count})</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to the player in seat {n}</source>
        <translation>Anna näyttö paikan {n} pelaajalle</translation>
    </message>
    <message>
        <source>I&apos;m in seat {n} — show my cards</source>
        <translation>Olen paikalla {n} — näytä korttini</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Anna näyttö pelaajalle {name}</translation>
    </message>
    <message>
        <source>I&apos;m {name} — show my cards</source>
        <translation>Olen {name} — näytä korttini</translation>
    </message>
    <message numerus="yes">
        <source>…and %n earlier events</source>
        <translation>
            <numerusform>…ja %n aiempi tapahtuma</numerusform>
            <numerusform>…ja %n aiempaa tapahtumaa</numerusform>
        </translation>
    </message>
    <message>
        <source>Since you last looked:</source>
        <translation>Sillä välin tapahtui:</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>fifteen</source>
        <extracomment>A scoring reason of cribbage or Skruuvi as a line of the game log names it.</extracomment>
        <translation>viisitoista</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>kolmekymmentäyksi</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>pair royal</source>
        <translation>kuninkaallinen pari</translation>
    </message>
    <message>
        <source>double pair royal</source>
        <translation>kaksinkertainen kuninkaallinen pari</translation>
    </message>
    <message>
        <source>run</source>
        <translation>sarja</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>väri</translation>
    </message>
    <message>
        <source>his nobs</source>
        <translation>päänuppi</translation>
    </message>
    <message>
        <source>his heels</source>
        <translation>kaksi kannuksista</translation>
    </message>
    <message>
        <source>go</source>
        <translation>ohi</translation>
    </message>
    <message>
        <source>last card</source>
        <translation>viimeinen kortti</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>ilmoitus</translation>
    </message>
    <message>
        <source>muggins</source>
        <translation>muggins</translation>
    </message>
    <message>
        <source>You score fifteen for {points}</source>
        <translation>Sinulle viisitoista, {points}</translation>
    </message>
    <message>
        <source>{name}: fifteen for {points}</source>
        <translation>{name}: viisitoista, {points}</translation>
    </message>
    <message>
        <source>You score thirty-one for {points}</source>
        <translation>Sinulle kolmekymmentäyksi, {points}</translation>
    </message>
    <message>
        <source>{name}: thirty-one for {points}</source>
        <translation>{name}: kolmekymmentäyksi, {points}</translation>
    </message>
    <message>
        <source>You score a pair for {points}</source>
        <translation>Sinulle pari, {points}</translation>
    </message>
    <message>
        <source>{name}: a pair for {points}</source>
        <translation>{name}: pari, {points}</translation>
    </message>
    <message>
        <source>You score pair royal for {points}</source>
        <translation>Sinulle kuninkaallinen pari, {points}</translation>
    </message>
    <message>
        <source>{name}: pair royal for {points}</source>
        <translation>{name}: kuninkaallinen pari, {points}</translation>
    </message>
    <message>
        <source>You score double pair royal for {points}</source>
        <translation>Sinulle kaksinkertainen kuninkaallinen pari, {points}</translation>
    </message>
    <message>
        <source>{name}: double pair royal for {points}</source>
        <translation>{name}: kaksinkertainen kuninkaallinen pari, {points}</translation>
    </message>
    <message>
        <source>You score a run of {points} for {points}</source>
        <translation>Sinulle {points} kortin sarja, {points}</translation>
    </message>
    <message>
        <source>{name}: a run of {points} for {points}</source>
        <translation>{name}: {points} kortin sarja, {points}</translation>
    </message>
    <message>
        <source>You score a flush for {points}</source>
        <translation>Sinulle väri, {points}</translation>
    </message>
    <message>
        <source>{name}: a flush for {points}</source>
        <translation>{name}: väri, {points}</translation>
    </message>
    <message>
        <source>You score one for his nobs</source>
        <translation>Sinulle yksi päänupista</translation>
    </message>
    <message>
        <source>{name}: one for his nobs</source>
        <translation>{name}: yksi päänupista</translation>
    </message>
    <message>
        <source>You score two for his heels</source>
        <translation>Sinulle kaksi kannuksista</translation>
    </message>
    <message>
        <source>{name}: two for his heels</source>
        <translation>{name}: kaksi kannuksista</translation>
    </message>
    <message>
        <source>You score one for the go</source>
        <translation>Sinulle yksi ohista</translation>
    </message>
    <message>
        <source>{name}: one for the go</source>
        <translation>{name}: yksi ohista</translation>
    </message>
    <message>
        <source>You score one for the last card</source>
        <translation>Sinulle yksi viimeisestä kortista</translation>
    </message>
    <message>
        <source>{name}: one for the last card</source>
        <translation>{name}: yksi viimeisestä kortista</translation>
    </message>
    <message>
        <source>You claim {points}</source>
        <translation>Ilmoitat {points}</translation>
    </message>
    <message>
        <source>{name} claims {points}</source>
        <translation>{name} ilmoittaa {points}</translation>
    </message>
    <message>
        <source>You call muggins and take {points}</source>
        <translation>Huudat muggins ja saat {points}</translation>
    </message>
    <message>
        <source>{name} calls muggins and takes {points}</source>
        <translation>{name} huutaa muggins ja saa {points}</translation>
    </message>
    <message>
        <source>You score {points} for {reason}</source>
        <translation>Saat {points}: {reason}</translation>
    </message>
    <message>
        <source>{name} scores {points} for {reason}</source>
        <translation>{name} saa {points}: {reason}</translation>
    </message>
    <message>
        <source>{name}: go</source>
        <translation>{name}: ohi</translation>
    </message>
    <message>
        <source>You say go</source>
        <translation>Sanot ohi</translation>
    </message>
    <message>
        <source>You call muggins!</source>
        <translation>Huudat muggins!</translation>
    </message>
    <message>
        <source>{name}: muggins!</source>
        <translation>{name}: muggins!</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passaa</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Passaat</translation>
    </message>
    <message>
        <source>You: {what}</source>
        <translation>Sinä: {what}</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>You turn up {cards}</source>
        <translation>Käännät {cards}</translation>
    </message>
    <message>
        <source>{name} turns up {cards}</source>
        <translation>{name} kääntää {cards}</translation>
    </message>
    <message>
        <source>Your crib: {cards}</source>
        <translation>Cribisi: {cards}</translation>
    </message>
    <message>
        <source>You show {cards}</source>
        <translation>Näytät {cards}</translation>
    </message>
    <message>
        <source>{name} shows {cards}</source>
        <translation>{name} näyttää {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s crib: {cards}</source>
        <translation>Crib ({name}): {cards}</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} voittaa pelin</translation>
    </message>
    <message>
        <source>{first} and {second} win the game</source>
        <translation>{first} ja {second} voittavat pelin</translation>
    </message>
    <message>
        <source>{name} played {card}</source>
        <translation>{name} pelasi {card}</translation>
    </message>
    <message>
        <source>{name} puts a card in the crib</source>
        <translation>{name} laittaa kortin cribiin</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Voitat pelin</translation>
    </message>
    <message>
        <source>You and {name} win the game</source>
        <translation>Sinä ja {name} voitatte pelin</translation>
    </message>
    <message>
        <source>You put a card in the crib</source>
        <translation>Laitat kortin cribiin</translation>
    </message>
    <message>
        <source>You put {count} cards in the crib</source>
        <translation>Laitat {count} korttia cribiin</translation>
    </message>
    <message>
        <source>{name} puts {count} cards in the crib</source>
        <translation>{name} laittaa {count} korttia cribiin</translation>
    </message>
    <message>
        <source>{name} passes a card</source>
        <translation>{name} antaa kortin</translation>
    </message>
    <message>
        <source>You pass a card</source>
        <translation>Annat kortin</translation>
    </message>
    <message>
        <source>You pass {count} cards</source>
        <translation>Annat {count} korttia</translation>
    </message>
    <message>
        <source>{name} passes {count} cards</source>
        <translation>{name} antaa {count} korttia</translation>
    </message>
    <message>
        <source>You played {card}</source>
        <translation>Pelasit {card}</translation>
    </message>
    <message>
        <source>You deal (deal {number})</source>
        <translation>Jaat (jako {number})</translation>
    </message>
    <message>
        <source>{name} deals (deal {number})</source>
        <translation>{name} jakaa (jako {number})</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Voitat tikin</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} voittaa tikin</translation>
    </message>
    <message>
        <source>contract made</source>
        <translation>kotipeli</translation>
    </message>
    <message>
        <source>grandi bonus</source>
        <translation>grandilisä</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misääri</translation>
    </message>
    <message>
        <source>overtricks</source>
        <translation>ylitikit</translation>
    </message>
    <message>
        <source>undertricks</source>
        <translation>pietit</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>tikit</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ässät</translation>
    </message>
    <message>
        <source>the robber, to the ledger</source>
        <translation>robbertti pääkirjaan</translation>
    </message>
    <message>
        <source>You turn up the centre cards: {cards}</source>
        <translation>Käännät keskuskortit: {cards}</translation>
    </message>
    <message>
        <source>{name} turns up the centre cards: {cards}</source>
        <translation>{name} kääntää keskuskortit: {cards}</translation>
    </message>
    <message>
        <source>Everybody passed: {contract}</source>
        <translation>Kaikki passasivat: {contract}</translation>
    </message>
    <message>
        <source>Contract {contract}: you declare</source>
        <translation>Sitoumus {contract}: olet pelinviejä</translation>
    </message>
    <message>
        <source>Contract {contract}: {name} declares</source>
        <translation>Sitoumus {contract}: pelinviejä {name}</translation>
    </message>
    <message>
        <source>{name}: {entry}</source>
        <translation>{name}: {entry}</translation>
    </message>
    <message>
        <source>To your ledger: {points}</source>
        <translation>Pääkirjaasi: {points}</translation>
    </message>
    <message>
        <source>To {name}&apos;s ledger: {points}</source>
        <translation>{name}: pääkirjaan {points}</translation>
    </message>
    <message>
        <source>{name}: {points} for {reason}</source>
        <translation>{name}: {points} ({reason})</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}</source>
        <translation>Robbertti {number}: {first} vastaan {second}</translation>
    </message>
    <message>
        <source>You knock</source>
        <translation>Koputat</translation>
    </message>
    <message>
        <source>{name} knocks</source>
        <translation>{name} koputtaa</translation>
    </message>
    <message>
        <source>You re-knock</source>
        <translation>Vastakoputat</translation>
    </message>
    <message>
        <source>{name} re-knocks</source>
        <translation>{name} vastakoputtaa</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Maalaat {bid}</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} maalaa {bid}</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid}: the bidding comes back to you — raise it or pass</source>
        <translation>Kukaan ei ylittänyt maalaustasi {bid}: vuoro palaa sinulle — korota tai passaa</translation>
    </message>
    <message>
        <source>Nobody outbid {bid}: the bidding comes back to {name}, who may raise it or pass</source>
        <translation>Kukaan ei ylittänyt maalausta {bid}, joten {name} saa vuoron uudelleen: hän voi korottaa tai passata</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid}: pass and it is the contract, or raise it</source>
        <translation>Kukaan ei ylittänyt maalaustasi {bid}: passaa, niin siitä tulee sitoumus, tai korota</translation>
    </message>
    <message>
        <source>Nobody outbid {bid}: the bidding comes back to {name}, who may raise it, or pass and make it the contract</source>
        <translation>Kukaan ei ylittänyt maalausta {bid}, joten {name} saa vuoron uudelleen: hän voi korottaa tai passata, jolloin siitä tulee sitoumus</translation>
    </message>
    <message>
        <source>Nobody outbid your {bid} in two rounds: pass to take with it, or raise it</source>
        <translation>Kukaan ei ylittänyt maalaustasi {bid} kahdella kierroksella: passaa, niin otat pelin sillä, tai korota</translation>
    </message>
    <message>
        <source>Nobody outbid {bid} in two rounds: the bidding comes back to {name}, who may raise it, or pass and take with it</source>
        <translation>Kukaan ei ylittänyt maalausta {bid} kahdella kierroksella, joten {name} saa vuoron uudelleen: hän voi korottaa tai passata ja ottaa pelin sillä</translation>
    </message>
    <message>
        <source>You get a centre card</source>
        <translation>Saat keskuskortin</translation>
    </message>
    <message>
        <source>{name} gets a centre card</source>
        <translation>{name} saa keskuskortin</translation>
    </message>
    <message>
        <source>You take the centre cards</source>
        <translation>Otat keskuskortit</translation>
    </message>
    <message>
        <source>{name} takes the centre cards</source>
        <translation>{name} ottaa keskuskortit</translation>
    </message>
    <message>
        <source>{name} gives you a card</source>
        <translation>{name} antaa sinulle kortin</translation>
    </message>
    <message>
        <source>{name} gives you {count} cards</source>
        <translation>{name} antaa sinulle {count} korttia</translation>
    </message>
    <message>
        <source>You give a card to {to}</source>
        <translation>Annat kortin pelaajalle {to}</translation>
    </message>
    <message>
        <source>You give {count} cards to {to}</source>
        <translation>Annat {count} korttia pelaajalle {to}</translation>
    </message>
    <message>
        <source>{name} gives a card to {to}</source>
        <translation>{name} antaa kortin pelaajalle {to}</translation>
    </message>
    <message>
        <source>{name} gives {count} cards to {to}</source>
        <translation>{name} antaa {count} korttia pelaajalle {to}</translation>
    </message>
    <message>
        <source>You laid a bid card</source>
        <translation>Valitsit tarjouskortin</translation>
    </message>
    <message>
        <source>{name} laid a bid card</source>
        <translation>{name} valitsi tarjouskortin</translation>
    </message>
    <message>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <source>Bid cards: {items}</source>
        <translation>Tarjouskortit: {items}</translation>
    </message>
    <message>
        <source>You discarded {cards} face up</source>
        <translation>Heitit pois kuvapuoli ylöspäin: {cards}</translation>
    </message>
    <message>
        <source>{name} discarded {cards} face up</source>
        <translation>{name} heitti pois kuvapuoli ylöspäin: {cards}</translation>
    </message>
    <message>
        <source>You took the trick</source>
        <translation>Voitit tikin</translation>
    </message>
    <message>
        <source>{name} took the trick</source>
        <translation>{name} voitti tikin</translation>
    </message>
    <message>
        <source>Deal {number}, you deal</source>
        <translation>Jako {number}, sinä jaat</translation>
    </message>
    <message>
        <source>Deal {number}, dealer {name}</source>
        <translation>Jako {number}, jakaja {name}</translation>
    </message>
    <message>
        <source>You won the game</source>
        <translation>Voitit pelin</translation>
    </message>
    <message>
        <source>The winner: {name}</source>
        <translation>Voittaja: {name}</translation>
    </message>
    <message>
        <source>Shared win: you and {names}</source>
        <translation>Jaettu voitto: sinä ja {names}</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Jaettu voitto: {names}</translation>
    </message>
    <message>
        <source>You chose to play hand</source>
        <translation>Valitsit käsipelin</translation>
    </message>
    <message>
        <source>{name} chose to play hand</source>
        <translation>{name} valitsi käsipelin</translation>
    </message>
    <message>
        <source>You chose the squint</source>
        <translation>Valitsit lesken</translation>
    </message>
    <message>
        <source>{name} chose the squint</source>
        <translation>{name} valitsi lesken</translation>
    </message>
    <message>
        <source>You proposed hand play</source>
        <translation>Ehdotit käsipeliä</translation>
    </message>
    <message>
        <source>{name} proposed hand play</source>
        <translation>{name} ehdotti käsipeliä</translation>
    </message>
    <message>
        <source>You accepted hand play</source>
        <translation>Hyväksyit käsipelin</translation>
    </message>
    <message>
        <source>{name} accepted hand play</source>
        <translation>{name} hyväksyi käsipelin</translation>
    </message>
    <message>
        <source>You got a squint card</source>
        <translation>Sait kortin leskestä</translation>
    </message>
    <message>
        <source>{name} got a squint card</source>
        <translation>{name} sai kortin leskestä</translation>
    </message>
    <message>
        <source>You took the squint</source>
        <translation>Otit lesken</translation>
    </message>
    <message>
        <source>{name} took the squint</source>
        <translation>{name} otti lesken</translation>
    </message>
    <message>
        <source>You discarded a card face down</source>
        <translation>Heitit pois kortin kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>{name} discarded a card face down</source>
        <translation>{name} heitti pois kortin kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>You discarded {count} cards face down</source>
        <translation>Heitit pois {count} korttia kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>{name} discarded {count} cards face down</source>
        <translation>{name} heitti pois {count} korttia kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>{name} passed you a card</source>
        <translation>{name} antoi sinulle kortin</translation>
    </message>
    <message>
        <source>{name} passed you {count} cards</source>
        <translation>{name} antoi sinulle {count} korttia</translation>
    </message>
    <message>
        <source>You passed a card to {to}</source>
        <translation>Annoit kortin pelaajalle {to}</translation>
    </message>
    <message>
        <source>{name} passed a card to {to}</source>
        <translation>{name} antoi kortin pelaajalle {to}</translation>
    </message>
    <message>
        <source>You passed {count} cards to {to}</source>
        <translation>Annoit {count} korttia pelaajalle {to}</translation>
    </message>
    <message>
        <source>{name} passed {count} cards to {to}</source>
        <translation>{name} antoi {count} korttia pelaajalle {to}</translation>
    </message>
    <message>
        <source>You score {points} for the Ace Solo</source>
        <translation>Saat {points} ässäsoolosta</translation>
    </message>
    <message>
        <source>{name}: {points} for the Ace Solo</source>
        <translation>{name}: {points} ässäsoolosta</translation>
    </message>
    <message>
        <source>You score {points} for the Misère</source>
        <translation>Saat {points} misääristä</translation>
    </message>
    <message>
        <source>{name}: {points} for the Misère</source>
        <translation>{name}: {points} misääristä</translation>
    </message>
    <message>
        <source>You score {points} for the Grand Solo</source>
        <translation>Saat {points} suursoolosta</translation>
    </message>
    <message>
        <source>{name}: {points} for the Grand Solo</source>
        <translation>{name}: {points} suursoolosta</translation>
    </message>
    <message>
        <source>You score {points} for the Solo</source>
        <translation>Saat {points} soolosta</translation>
    </message>
    <message>
        <source>{name}: {points} for the Solo</source>
        <translation>{name}: {points} soolosta</translation>
    </message>
    <message>
        <source>You score {points} for the Duo</source>
        <translation>Saat {points} duosta</translation>
    </message>
    <message>
        <source>{name}: {points} for the Duo</source>
        <translation>{name}: {points} duosta</translation>
    </message>
    <message>
        <source>You score {points} in Nemo</source>
        <translation>Saat {points} nemossa</translation>
    </message>
    <message>
        <source>{name}: {points} in Nemo</source>
        <translation>{name}: {points} nemossa</translation>
    </message>
    <message>
        <source>You score {points}</source>
        <translation>Saat {points}</translation>
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
        <translation>se on kansio, laite tai linkki eikä tiedosto</translation>
    </message>
    <message>
        <source>the system does not allow reading it</source>
        <translation>järjestelmä ei salli sen lukemista</translation>
    </message>
    <message>
        <source>it is far too large or too deeply nested</source>
        <translation>se on aivan liian suuri tai liian monitasoinen</translation>
    </message>
    <message>
        <source>it is not a text file</source>
        <translation>se ei ole tekstitiedosto</translation>
    </message>
    <message>
        <source>its contents are damaged or cut short</source>
        <translation>sen sisältö on vioittunut tai katkennut</translation>
    </message>
    <message>
        <source>it holds a number or a text that no file of this program holds</source>
        <translation>siinä on luku tai teksti, jollaista tämän ohjelman tiedostoissa ei ole</translation>
    </message>
    <message>
        <source>it holds something other than this program&apos;s data</source>
        <translation>siinä on jotain muuta kuin tämän ohjelman tietoja</translation>
    </message>
    <message>
        <source>it holds a longer game than the rules allow in practice</source>
        <translation>siinä on pidempi peli kuin säännöt käytännössä sallivat</translation>
    </message>
    <message>
        <source>it is damaged, another program&apos;s, or from a newer version</source>
        <translation>se on vioittunut, toisen ohjelman tai uudemman version tekemä</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}.</source>
        <translation>Tiedostoa {file} ei voitu lukea: {reason}.</translation>
    </message>
    <message>
        <source>It was moved aside as {moved}.</source>
        <translation>Se siirrettiin syrjään nimellä {moved}.</translation>
    </message>
    <message>
        <source>Its folder does not allow moving it aside, so it stays.</source>
        <translation>Sen kansio ei salli siirtää sitä syrjään, joten se jää paikalleen.</translation>
    </message>
    <message>
        <source>The previous version was restored from {backup}.</source>
        <translation>Edellinen versio palautettiin tiedostosta {backup}.</translation>
    </message>
    <message>
        <source>Its backup was damaged too and was moved aside as {moved}.</source>
        <translation>Myös sen varmuuskopio oli vioittunut, ja se siirrettiin syrjään nimellä {moved}.</translation>
    </message>
    <message>
        <source>Its backup was damaged too.</source>
        <translation>Myös sen varmuuskopio oli vioittunut.</translation>
    </message>
    <message>
        <source>Details: {detail}</source>
        <translation>Tekniset tiedot: {detail}</translation>
    </message>
    <message>
        <source>A saved file was damaged</source>
        <translation>Tallennettu tiedosto oli vioittunut</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Sulje tämä viesti</translation>
    </message>
    <message>
        <source>{file} cannot be opened.</source>
        <translation>Tiedostoa {file} ei voi avata.</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}.</source>
        <translation>Tiedostoa {file} ei voi avata: {reason}.</translation>
    </message>
    <message>
        <source>another program is using the file, such as an antivirus or backup program; the new version is kept as {file}</source>
        <translation>jokin toinen ohjelma, esimerkiksi virustorjunta tai varmuuskopiointi, käyttää tiedostoa; uusi versio on tallessa tiedostossa {file}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>levy on täynnä</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>levylle ei voi kirjoittaa</translation>
    </message>
    <message>
        <source>the folder does not allow this program to write there</source>
        <translation>kansio ei salli tämän ohjelman kirjoittaa sinne</translation>
    </message>
    <message>
        <source>the folder is missing</source>
        <translation>kansiota ei ole</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>kansion paikalla on tiedosto</translation>
    </message>
    <message>
        <source>a folder is in the way of the file</source>
        <translation>tiedoston paikalla on kansio</translation>
    </message>
    <message>
        <source>the system refused (error {code})</source>
        <translation>järjestelmä kieltäytyi (virhe {code})</translation>
    </message>
    <message>
        <source>{file} could not be saved: {reason}.</source>
        <translation>Tiedostoa {file} ei voitu tallentaa: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Pelin kulku</translation>
    </message>
    <message>
        <source>Every call and card of the game so far, deal by deal</source>
        <translation>Pelin kaikki tarjoukset ja kortit tähän asti, jako jaolta</translation>
    </message>
</context>
<context>
    <name>GameNumber</name>
    <message>
        <source>Deal a game again by its number, with the last game&apos;s players and rules</source>
        <translation>Jaa peli uudelleen sen numeron mukaan edellisen pelin pelaajilla ja säännöillä</translation>
    </message>
    <message>
        <source>Deal the game with this number</source>
        <translation>Jaa tämän numeron peli</translation>
    </message>
    <message>
        <source>Close without dealing; the table stays as it is</source>
        <translation>Sulje jakamatta; pöytä pysyy ennallaan</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Card table</source>
        <extracomment>A line of the show&apos;s narration as it appears (&quot;fifteen two&quot;). Why the card the person tried to play may not go now. The person chose otherwise than the hint (picked a card it did not mark): it is gone.</extracomment>
        <translation>Korttipöytä</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Mitä nyt tehdään</translation>
    </message>
    <message>
        <source>Points claimed</source>
        <translation>Ilmoitetut pisteet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}</source>
        <translation>Sinun on tunnustettava maata: pelaa {suit}</translation>
    </message>
    <message>
        <source>That card cannot be played now</source>
        <translation>Tätä korttia ei voi pelata nyt</translation>
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
        <translation>Sääntöopas — {game}</translation>
    </message>
    <message>
        <source>The guide to {game} cannot be found.</source>
        <translation>Pelin {game} sääntöopasta ei löydy.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Peli:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Takaisin</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Eteenpäin</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>The strongest computer player&apos;s choice for this hand.</source>
        <translation>Vahvimman tietokonepelaajan valinta tälle kädelle.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter.</source>
        <translation>Jättää käteen {cards}: arvo lähtökortin kanssa keskimäärin {points}.</translation>
    </message>
    <message numerus="yes">
        <source>{card} pegs %n points.</source>
        <translation>
            <numerusform>{card} tuo %n pisteen.</numerusform>
            <numerusform>{card} tuo %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only move you may make.</source>
        <translation>Se on ainoa sallittu siirtosi.</translation>
    </message>
    <message>
        <source>{card} pegs nothing and makes the count {count}.</source>
        <translation>{card} ei tuo pisteitä, ja summaksi tulee {count}.</translation>
    </message>
    <message>
        <source>None of your cards keeps the count at 31 or under.</source>
        <translation>Yksikään korteistasi ei mahdu 31:een.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, good for pegging.</source>
        <translation>Jättää käteen {cards}: arvo lähtökortin kanssa keskimäärin {points}, vahva pelivaiheessa.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, pegging risky.</source>
        <translation>Jättää käteen {cards}: arvo lähtökortin kanssa keskimäärin {points}, riskialtis pelivaiheessa.</translation>
    </message>
    <message>
        <source>Keeps {cards}: worth {points} on average with the starter, pegging safe.</source>
        <translation>Jättää käteen {cards}: arvo lähtökortin kanssa keskimäärin {points}, turvallinen pelivaiheessa.</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Se on ainoa kortti, jonka voit pelata.</translation>
    </message>
    <message>
        <source>The cards you may play are all worth the same here.</source>
        <translation>Pelattavissa olevat korttisi ovat tässä kaikki yhtä arvokkaita.</translation>
    </message>
    <message>
        <source>Played out over guessed deals, no other card is expected to do better.</source>
        <translation>Kun arvatut jaot pelataan loppuun, mikään muu kortti ei lupaa parempaa.</translation>
    </message>
    <message>
        <source>Played out over guessed deals, it is expected to score {expected} points more than {card}.</source>
        <translation>Kun arvatut jaot pelataan loppuun, se tuo odotettavasti {expected} pistettä enemmän kuin {card}.</translation>
    </message>
    <message>
        <source>{card} takes the trick.</source>
        <translation>{card} vie tikin.</translation>
    </message>
    <message>
        <source>{card} takes the trick over from your partner.</source>
        <translation>{card} ottaa tikin pariltasi.</translation>
    </message>
    <message>
        <source>{card} wins the trick so far.</source>
        <translation>{card} vie tikin toistaiseksi.</translation>
    </message>
    <message>
        <source>{card} leaves the trick to your partner.</source>
        <translation>{card} jättää tikin parillesi.</translation>
    </message>
    <message>
        <source>{card} lets this trick go.</source>
        <translation>{card} luovuttaa tämän tikin.</translation>
    </message>
    <message>
        <source>a loss of {number} points</source>
        <translation>{number} miinuspistettä</translation>
    </message>
    <message>
        <source>{number} points</source>
        <translation>{number} pistettä</translation>
    </message>
    <message>
        <source>{number} %</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>five cards of a suit, three honours</source>
        <translation>viisi saman maan korttia, joista kolme honööriä</translation>
    </message>
    <message>
        <source>the ace and six cards of a suit</source>
        <translation>ässä ja kuusi saman maan korttia</translation>
    </message>
    <message>
        <source>four honours in a suit</source>
        <translation>neljä honööriä samassa maassa</translation>
    </message>
    <message>
        <source>ace, king and queen of a suit and one more</source>
        <translation>saman maan ässä, kuningas ja rouva sekä yksi lisää</translation>
    </message>
    <message>
        <source>four cards of a suit, two honours</source>
        <translation>neljä saman maan korttia, joista kaksi honööriä</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>kolme ässää</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>neljä ässää</translation>
    </message>
    <message>
        <source>the fourth ace after partner&apos;s grandi</source>
        <translation>neljäs ässä parin grandin jälkeen</translation>
    </message>
    <message>
        <source>two aces in the second round</source>
        <translation>kaksi ässää toisella kierroksella</translation>
    </message>
    <message>
        <source>a suit that will do as trumps when none is good enough for 1</source>
        <translation>valtiksi kelpaava maa, kun mikään maa ei riitä ykköseen</translation>
    </message>
    <message>
        <source>a very strong suit bid again</source>
        <translation>hyvin vahva maa maalattuna uudelleen</translation>
    </message>
    <message>
        <source>a second suit of five cards, two honours</source>
        <translation>toinen viiden kortin maa, jossa kaksi honööriä</translation>
    </message>
    <message>
        <source>showing an ace</source>
        <translation>ässän näyttäminen</translation>
    </message>
    <message>
        <source>showing a king</source>
        <translation>kuninkaan näyttäminen</translation>
    </message>
    <message>
        <source>showing an ace or a king over the opponents&apos; bid</source>
        <translation>ässän tai kuninkaan osoittaminen vastapuolen maalauksen yli</translation>
    </message>
    <message>
        <source>a suit strong enough to block at six</source>
        <translation>maa, joka riittää estomaalaukseen kuutostasolla</translation>
    </message>
    <message>
        <source>three spades or more</source>
        <translation>vähintään kolme pataa</translation>
    </message>
    <message>
        <source>strong clubs</source>
        <translation>vahva risti</translation>
    </message>
    <message>
        <source>a strong red suit</source>
        <translation>vahva punainen maa</translation>
    </message>
    <message>
        <source>three aces and a stopper in every suit</source>
        <translation>kolme ässää ja kiinniotto joka maassa</translation>
    </message>
    <message numerus="yes">
        <source>The book&apos;s row for an even hand with at most two aces fits: you hold %n points.</source>
        <translation>
            <numerusform>Vakiomaalaus tasaiselle kädelle, jossa on enintään kaksi ässää, sopii: sinulla on %n piste.</numerusform>
            <numerusform>Vakiomaalaus tasaiselle kädelle, jossa on enintään kaksi ässää, sopii: sinulla on %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The book&apos;s row for middling misère cards fits: your hand risks about {about} forced tricks.</source>
        <translation>Vakiomaalaus keskinkertaisille misäärikorteille sopii: kätesi voi joutua ottamaan noin {about} tikkiä.</translation>
    </message>
    <message>
        <source>The book&apos;s row for very good misère cards fits: your hand risks about {about} forced tricks.</source>
        <translation>Vakiomaalaus erittäin hyville misäärikorteille sopii: kätesi voi joutua ottamaan noin {about} tikkiä.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits: you hold {cards}, about {about} tricks.</source>
        <translation>Vakiomaalaus sopii: {what}. Sinulla on {cards}, noin {about} tikkiä.</translation>
    </message>
    <message>
        <source>Of the book&apos;s calls, the forecast expects this one to bring {expected}; {other}, {other_expected}.</source>
        <translation>Vakiomaalauksista ennuste odottaa tältä {expected}; maalaus {other} toisi {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects this bid to bring {expected}; letting their bid stand, {other_expected}.</source>
        <translation>Ennusteen mukaan tämä maalaus toisi {expected}, vastustajien maalauksen jättäminen voimaan {other_expected}.</translation>
    </message>
    <message>
        <source>Your partner&apos;s {bid} is expected to bring {expected}; {other}, {other_expected}: not enough more to overrule your partner.</source>
        <translation>Parisi maalaus {bid} tuo odotettavasti {expected}; maalaus {other} toisi {other_expected}, eikä ero riitä parisi valinnan kumoamiseen.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}; {other}, {other_expected}: not enough more to change it.</source>
        <translation>Voimassa oleva maalaus {bid} tuo odotettavasti {expected}; maalaus {other} toisi {other_expected}, eikä ero riitä sen vaihtamiseen.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}, better than {other} ({other_expected}).</source>
        <translation>Voimassa oleva maalaus {bid} tuo odotettavasti {expected}, mikä on parempi kuin {other} ({other_expected}).</translation>
    </message>
    <message>
        <source>This bid shows the ace or king of {suit}: you hold {cards}.</source>
        <translation>Maalaus osoittaa {suit}ässän tai -kuninkaan: sinulla on {cards}.</translation>
    </message>
    <message>
        <source>Your hand risks only {about} forced tricks.</source>
        <translation>Kätesi voi joutua ottamaan vain {about} tikkiä.</translation>
    </message>
    <message>
        <source>Your hand risks {about} forced tricks: too many to knock.</source>
        <translation>Kätesi voi joutua ottamaan {about} tikkiä: liian monta, jotta kannattaisi koputtaa.</translation>
    </message>
    <message>
        <source>The forecast expects {expected} for the declarers: not enough of a loss to knock.</source>
        <translation>Ennuste odottaa pelinviejän puolelle {expected}, mikä ei riitä koputtamiseen.</translation>
    </message>
    <message>
        <source>The book&apos;s row for a hand void in spades fits.</source>
        <translation>Vakiomaalaus kädelle, jossa on patarenonssi, sopii.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits: you hold {cards}.</source>
        <translation>Vakiomaalaus sopii: {what}. Sinulla on {cards}.</translation>
    </message>
    <message>
        <source>The book&apos;s row for {what} fits.</source>
        <translation>Vakiomaalaus sopii: {what}.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>passi</translation>
    </message>
    <message>
        <source>The book passes 6 ♠ when you gave spades away or want them as trumps.</source>
        <translation>Vakiomaalausten mukaan 6 ♠ passataan, kun annoit patoja pois tai haluat padan valtiksi.</translation>
    </message>
    <message>
        <source>The book passes when you got no spades, or your own spades will do as trumps.</source>
        <translation>Vakiomaalausten mukaan passataan, kun et saanut patoja tai omat patasi kelpaavat valtiksi.</translation>
    </message>
    <message>
        <source>The book bids 6 ♣ when spades will not do as trumps.</source>
        <translation>Vakiomaalausten mukaan maalataan 6 ♣, kun pata ei kelpaa valtiksi.</translation>
    </message>
    <message>
        <source>You hold {cards}.</source>
        <translation>Sinulla on {cards}.</translation>
    </message>
    <message>
        <source>You hold no spades.</source>
        <translation>Sinulla ei ole patoja.</translation>
    </message>
    <message>
        <source>The book passes between showing the aces and the kings.</source>
        <translation>Vakiomaalausten mukaan ässien ja kuninkaiden näyttämisen välissä passataan.</translation>
    </message>
    <message>
        <source>No row of the book fits this hand, and your side holds the bid.</source>
        <translation>Mikään vakiomaalaus ei sovi tälle kädelle, ja maalaus on jo teidän puolellanne.</translation>
    </message>
    <message>
        <source>No row of the book fits this hand.</source>
        <translation>Mikään vakiomaalaus ei sovi tälle kädelle.</translation>
    </message>
    <message>
        <source>No bid would tell your partner the truth about this hand.</source>
        <translation>Mikään maalaus ei kertoisi parillesi totuutta tästä kädestä.</translation>
    </message>
    <message>
        <source>No bid is expected to pay: even the best, {other}, would bring {other_expected}.</source>
        <translation>Mikään maalaus ei odotettavasti kannata: paraskin, {other}, toisi {other_expected}.</translation>
    </message>
    <message>
        <source>The best bid, {other}, is expected to bring {other_expected}: too costly to outbid them.</source>
        <translation>Paras maalaus, {other}, toisi odotettavasti {other_expected}: vastustajien ylittäminen tulisi liian kalliiksi.</translation>
    </message>
    <message>
        <source>Letting their bid stand is expected to bring {expected}; bidding {other}, {other_expected}.</source>
        <translation>Vastustajien maalauksen jättäminen voimaan tuo odotettavasti {expected}; maalaus {other} toisi {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects {expected}, the contract made in {percent} of the guessed deals; {other}: {other_expected}.</source>
        <translation>Ennuste odottaa {expected}, ja sitoumus onnistuu {percent}:ssa arvatuista jaoista; {other}: {other_expected}.</translation>
    </message>
    <message>
        <source>The forecast expects {expected}, the contract made in {percent} of the guessed deals.</source>
        <translation>Ennuste odottaa {expected}, ja sitoumus onnistuu {percent}:ssa arvatuista jaoista.</translation>
    </message>
    <message>
        <source>The standing {bid} is expected to bring {expected}; no other contract is open at this level.</source>
        <translation>Voimassa oleva maalaus {bid} tuo odotettavasti {expected}; muuta sitoumusta ei ole tarjolla tällä tasolla.</translation>
    </message>
    <message>
        <source>The book gives a lone trump away, or the higher of two.</source>
        <translation>Vakiopelitavan mukaan annetaan yksinäinen valtti tai kahdesta suurempi.</translation>
    </message>
    <message>
        <source>It leaves you void in {suits}.</source>
        <translation>Sinulle jää renonssi: {suits}.</translation>
    </message>
    <message>
        <source>The book gives the lowest card of your shortest suit, {suits}.</source>
        <translation>Vakiopelitavan mukaan annetaan lyhimmän maasi pienin kortti, {suits}.</translation>
    </message>
    <message>
        <source>A small {suits} card tells your partner you hold its ace.</source>
        <translation>Pieni {suits}-kortti kertoo parillesi, että sinulla on sen maan ässä.</translation>
    </message>
    <message>
        <source>Only trumps are left: the lowest goes.</source>
        <translation>Jäljellä on vain valtteja: pienin lähtee.</translation>
    </message>
    <message>
        <source>Your hand should carry the contract in {strain} ({expected} expected): the book makes voids.</source>
        <translation>Sitoumus ({strain}, odotus {expected}) kannattaa pelata sinun kädelläsi: vakiopelitavan mukaan tehdään renonsseja.</translation>
    </message>
    <message>
        <source>Your partner&apos;s hand should carry the contract in {strain} ({expected} expected): the book sends your trumps over.</source>
        <translation>Sitoumus ({strain}, odotus {expected}) kannattaa pelata parisi kädellä: vakiopelitavan mukaan valttisi annetaan hänelle.</translation>
    </message>
    <message>
        <source>For misère ({expected} expected) the book sheds your high cards.</source>
        <translation>Misäärissä (odotus {expected}) vakiopelitavan mukaan luovutaan suurista korteista.</translation>
    </message>
    <message>
        <source>Junk to the opponents, and your highest trump to the taker, who kept the trumps.</source>
        <translation>Hyödyttömät kortit vastustajille ja suurin valttisi pelinottajalle, joka piti valttinsa.</translation>
    </message>
    <message>
        <source>Junk to the opponents, and to the taker a card of your shortest side suit.</source>
        <translation>Hyödyttömät kortit vastustajille ja pelinottajalle kortti lyhimmästä sivumaastasi.</translation>
    </message>
    <message>
        <source>For misère: your high cards to the opponents, your lowest to the taker.</source>
        <translation>Misääriä varten: suuret korttisi vastustajille, pienin pelinottajalle.</translation>
    </message>
    <message>
        <source>grandi</source>
        <translation>grandi</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misääri</translation>
    </message>
    <message>
        <source>The forecast makes the contract in {percent} of the guessed deals.</source>
        <translation>Ennusteen mukaan sitoumus onnistuu {percent}:ssa arvatuista jaoista.</translation>
    </message>
    <message>
        <source>The forecast makes the contract in only {percent} of the guessed deals.</source>
        <translation>Ennusteen mukaan sitoumus onnistuu vain {percent}:ssa arvatuista jaoista.</translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, but your hand holds only about {about} of the %n tricks the defence needs, and a knock wants half of them.</source>
        <translation>
            <numerusform>Ennuste odottaa pelinviejän puolelle {expected}, mutta kädessäsi on vain noin {about} puolustuksen tarvitsemasta %n tikistä, ja koputtamiseen tarvitaan niistä puolet.</numerusform>
            <numerusform>Ennuste odottaa pelinviejän puolelle {expected}, mutta kädessäsi on vain noin {about} puolustuksen tarvitsemasta %n tikistä, ja koputtamiseen tarvitaan niistä puolet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, and your hand holds about {about} of the %n tricks the defence needs.</source>
        <translation>
            <numerusform>Ennuste odottaa pelinviejän puolelle {expected}, ja kädessäsi on noin {about} puolustuksen tarvitsemasta %n tikistä.</numerusform>
            <numerusform>Ennuste odottaa pelinviejän puolelle {expected}, ja kädessäsi on noin {about} puolustuksen tarvitsemasta %n tikistä.</numerusform>
        </translation>
    </message>
    <message>
        <source>The forecast expects {expected} for the declarers.</source>
        <translation>Ennuste odottaa pelinviejän puolelle {expected}.</translation>
    </message>
    <message>
        <source>The book leads the suit your partner passed you, {suits}.</source>
        <translation>Vakiopelitavan mukaan aloitetaan maasta, jonka parisi antoi sinulle, {suits}.</translation>
    </message>
    <message>
        <source>The suit your partner passed holds your ace: the book leads your shortest suit.</source>
        <translation>Parisi antamassa maassa on ässäsi: vakiopelitavan mukaan aloitetaan lyhimmästä maastasi.</translation>
    </message>
    <message>
        <source>Against misère the book leads the deuce&apos;s suit.</source>
        <translation>Misääriä vastaan vakiopelitavan mukaan aloitetaan kakkosen maasta.</translation>
    </message>
    <message>
        <source>Against misère the book leads your suit of the smallest cards.</source>
        <translation>Misääriä vastaan vakiopelitavan mukaan aloitetaan maasta, jossa ovat pienimmät korttisi.</translation>
    </message>
    <message>
        <source>A wish for {suit} as trumps risks nothing; no card bids a contract.</source>
        <translation>Valttitoive ({suit}) ei vaaranna mitään; yksikään kortti ei tarjoa sitoumusta.</translation>
    </message>
    <message>
        <source>hand play</source>
        <translation>käsipeli</translation>
    </message>
    <message>
        <source>the squint</source>
        <translation>leski</translation>
    </message>
    <message>
        <source>proposing hand play</source>
        <translation>käsipelin ehdottaminen</translation>
    </message>
    <message>
        <source>keeping {card}</source>
        <translation>kortin {card} pitäminen</translation>
    </message>
    <message>
        <source>a Solo in {suit}</source>
        <translation>soolo, valttina {suit}</translation>
    </message>
    <message>
        <source>Nemo</source>
        <translation>Nemo</translation>
    </message>
    <message>
        <source>The {contract} misses {cards} least: it keeps about {about} tricks.</source>
        <translation>Korteista {cards} luopuminen heikentää sitoumusta {contract} vähiten: se saa yhä noin {about} tikkiä.</translation>
    </message>
    <message>
        <source>Without {cards} the Misère keeps its best chance, {percent}.</source>
        <translation>Ilman kortteja {cards} misäärin onnistumisen mahdollisuus pysyy parhaana, {percent}.</translation>
    </message>
    <message>
        <source>Ace Solo</source>
        <translation>ässäsoolo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>misääri</translation>
    </message>
    <message>
        <source>Grand Solo</source>
        <translation>suursoolo</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>soolo</translation>
    </message>
    <message>
        <source>Duo</source>
        <translation>duo</translation>
    </message>
    <message>
        <source>A wish for {suit} as trumps risks nothing; the best contract, {contract} with {card}, is expected to bring only {expected}.</source>
        <translation>Valttitoive ({suit}) ei vaaranna mitään; paras sitoumus, {contract} kortilla {card}, toisi odotettavasti vain {expected}.</translation>
    </message>
    <message>
        <source>The {contract} is expected to bring {expected}, {margin} points more than a wish.</source>
        <translation>{contract} tuo odotettavasti {expected}, {margin} pistettä enemmän kuin toive.</translation>
    </message>
    <message>
        <source>No card wishes: the {contract} is the least bad, at {expected} expected.</source>
        <translation>Yksikään kortti ei kelpaa toiveeksi: {contract} on vähiten huono, odotus {expected}.</translation>
    </message>
    <message>
        <source>Played out over guessed deals it brings {expected} on average; {other} would bring {other_expected}.</source>
        <translation>Kun arvatut jaot pelataan loppuun, se tuo keskimäärin {expected}; {other} toisi {other_expected}.</translation>
    </message>
    <message>
        <source>Nemo misses {cards} least.</source>
        <translation>Korteista {cards} luopuminen heikentää nemoa vähiten.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Close this window; the game on the table goes on</source>
        <translation>Sulje tämä ikkuna; pöydän peli jatkuu</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>Which language shall the table speak? You can change it later in View → Settings…</source>
        <translation>Millä kielellä pöytä puhuu? Voit vaihtaa kielen myöhemmin kohdassa Näytä → Asetukset…</translation>
    </message>
    <message>
        <source>The table speaks this language from now on</source>
        <translation>Pöytä puhuu tästä lähtien tätä kieltä</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner (random)</source>
        <translation>Aloittelija (satunnainen)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestari</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>This game is not kept in the game library: {reason}.</source>
        <translation>Tätä peliä ei tallenneta pelikirjastoon: {reason}.</translation>
    </message>
    <message>
        <source>It is kept aside and filed again when the program next starts.</source>
        <translation>Peli on tallessa, ja se kirjataan uudelleen, kun ohjelma seuraavan kerran käynnistyy.</translation>
    </message>
    <message>
        <source>{winners} won · {scores}</source>
        <translation>Voitto: {winners} · {scores}</translation>
    </message>
    <message>
        <source>These files in {folder} could not be read: {files}.</source>
        <translation>Näitä kansion {folder} tiedostoja ei voitu lukea: {files}.</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Peliä ei voi toistaa</translation>
    </message>
    <message>
        <source>The game in this record cannot be replayed.</source>
        <translation>Tämän tallenteen peliä ei voi toistaa.</translation>
    </message>
    <message>
        <source>Export the game as</source>
        <translation>Vie peli nimellä</translation>
    </message>
    <message>
        <source>Cannot export the game</source>
        <translation>Peliä ei voi viedä</translation>
    </message>
    <message>
        <source>Cannot remove the game</source>
        <translation>Peliä ei voi poistaa</translation>
    </message>
    <message>
        <source>Open a game record to replay</source>
        <translation>Avaa toistettava pelitallenne</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Pelikirjasto</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Päättyi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>No finished games yet. Every game played to its end is kept here, to replay.</source>
        <translation>Päättyneitä pelejä ei ole vielä. Jokainen loppuun pelattu peli säilyy tässä, ja sen voi toistaa.</translation>
    </message>
    <message>
        <source>The finished games kept, to replay, export or remove</source>
        <translation>Säilytetyt päättyneet pelit toistettaviksi, vietäviksi tai poistettaviksi</translation>
    </message>
    <message>
        <source>Finished games, newest first</source>
        <translation>Päättyneet pelit, uusin ensin</translation>
    </message>
    <message>
        <source>When each game ended, the game, its players and the result; Enter replays it</source>
        <translation>Kunkin pelin päättymisaika, peli, pelaajat ja tulos; Enter toistaa pelin</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Toista</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Vie…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>&amp;Open a record…</source>
        <translation>&amp;Avaa tallenne…</translation>
    </message>
    <message>
        <source>Replay the chosen game step by step, every hand face up</source>
        <translation>Toista valittu peli vaihe vaiheelta, kaikki kädet kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Save the chosen game&apos;s record as a file</source>
        <translation>Tallenna valitun pelin tallenne tiedostoksi</translation>
    </message>
    <message>
        <source>Remove the chosen game from the library</source>
        <translation>Poista valittu peli kirjastosta</translation>
    </message>
    <message>
        <source>Replay a game record from a file</source>
        <translation>Toista pelitallenne tiedostosta</translation>
    </message>
    <message>
        <source>&amp;Keep the last</source>
        <translation>&amp;Säilytä viimeiset</translation>
    </message>
    <message>
        <source> games</source>
        <translation> peliä</translation>
    </message>
    <message>
        <source>How many finished games are kept</source>
        <translation>Montako päättynyttä peliä säilytetään</translation>
    </message>
    <message>
        <source>Older games beyond this number are let go</source>
        <translation>Tämän määrän ylittävät vanhimmat pelit poistetaan</translation>
    </message>
</context>
<context>
    <name>Loading</name>
    <message>
        <source>Opening the game</source>
        <translation>Peliä avataan</translation>
    </message>
    <message>
        <source>Replaying the game&apos;s moves…</source>
        <translation>Pelin siirtoja käydään läpi…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
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
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Uusi…</translation>
    </message>
    <message>
        <source>Play a&amp;gain</source>
        <translation>Pelaa uu&amp;delleen</translation>
    </message>
    <message>
        <source>&amp;Play game number…</source>
        <translation>&amp;Pelaa pelinumero…</translation>
    </message>
    <message>
        <source>First game &amp;walkthrough</source>
        <translation>&amp;Ensimmäinen peli opastettuna</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Avaa…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Tallenna &amp;nimellä…</translation>
    </message>
    <message>
        <source>Un&amp;finished games</source>
        <translation>Keskene&amp;räiset pelit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <source>Restart this &amp;deal…</source>
        <translation>Aloita tämä &amp;jako alusta…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Tila&amp;stot…</translation>
    </message>
    <message>
        <source>Game &amp;library…</source>
        <translation>Pelik&amp;irjasto…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Animaation n&amp;opeus</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Pois</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Nelivärinen pakka</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Koko näyttö</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Pöytäkirja</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation>&amp;Pikaopas</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Pelin ku&amp;lku</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;Rules guide</source>
        <translation>&amp;Sääntöopas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Tietoja</translation>
    </message>
    <message>
        <source>Choose Game → New… to start a game.</source>
        <translation>Aloita peli valitsemalla Peli → Uusi…</translation>
    </message>
    <message>
        <source>Play game number</source>
        <translation>Pelaa pelinumero</translation>
    </message>
    <message>
        <source>Game number, from 1 to {max}:</source>
        <translation>Pelinumero (1–{max}):</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Avaa tallennettu peli</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Peliä ei voi avata</translation>
    </message>
    <message>
        <source>{game} cannot be played at the table yet.</source>
        <translation>Peliä {game} ei voi vielä pelata pöydässä.</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Ei vielä pelattavissa</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Peliä ei voi säilyttää</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Tallenna peli nimellä</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Peliä ei voi tallentaa</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Tallennettu: {file}</translation>
    </message>
    <message>
        <source>Hint: {move} {reason}</source>
        <translation>Vihje: {move} {reason}</translation>
    </message>
    <message>
        <source>Game over: you won. Game → New… starts another.</source>
        <translation>Peli päättyi: voitit. Peli → Uusi… aloittaa uuden.</translation>
    </message>
    <message>
        <source>Game over: you and {others} won. Game → New… starts another.</source>
        <translation>Peli päättyi: sinä ja {others} voititte. Peli → Uusi… aloittaa uuden.</translation>
    </message>
    <message>
        <source>Game over: {winners} won. Game → New… starts another.</source>
        <translation>Peli päättyi. Voitto: {winners}. Peli → Uusi… aloittaa uuden.</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Jako {n}</translation>
    </message>
    <message>
        <source>Game number {seed}</source>
        <translation>Pelinumero {seed}</translation>
    </message>
    <message>
        <source>The settings cannot be saved: {reason}.</source>
        <translation>Asetuksia ei voi tallentaa: {reason}.</translation>
    </message>
    <message>
        <source>The settings file is from a newer version of the program, so changes are kept only until the program closes.</source>
        <translation>Asetustiedosto on ohjelman uudemmasta versiosta, joten muutokset ovat voimassa vain, kunnes ohjelma suljetaan.</translation>
    </message>
    <message>
        <source>The game is not being saved</source>
        <translation>Peliä ei tallenneta</translation>
    </message>
    <message>
        <source>That move is not allowed: {reason}</source>
        <translation>Siirto ei ole sallittu: {reason}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} ja {second}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <extracomment>Default seat names, the first for the person at the screen; translated where shown.</extracomment>
        <translation>Sinä</translation>
    </message>
    <message>
        <source>Maija</source>
        <translation>Maija</translation>
    </message>
    <message>
        <source>Pekka</source>
        <translation>Pekka</translation>
    </message>
    <message>
        <source>Liisa</source>
        <translation>Liisa</translation>
    </message>
    <message>
        <source>Ville</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Aino</source>
        <extracomment>The first seat&apos;s default name when several people share the screen: &quot;You&quot; would then mean a different person on every turn.</extracomment>
        <translation>Aino</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>The name kept for the person at the screen who gave none: drawn as &quot;You&quot;, &quot;Sinä&quot; or &quot;Du&quot; in the language of the moment, so a change of language changes it too.</extracomment>
        <translation>Paikka {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Paikka {n}: nimi</translation>
    </message>
    <message>
        <source>The name shown at this seat and kept in the statistics</source>
        <translation>Tällä paikalla näkyvä nimi, jolla pelit kirjataan tilastoihin</translation>
    </message>
    <message>
        <source>Seat {n}: player</source>
        <translation>Paikka {n}: pelaaja</translation>
    </message>
    <message>
        <source>Whether a person or the computer plays this seat</source>
        <translation>Pelaako tällä paikalla ihminen vai tietokone</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Paikka {n}: tietokoneen taso</translation>
    </message>
    <message>
        <source>How well the computer plays this seat</source>
        <translation>Kuinka hyvin tietokone pelaa tällä paikalla</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>Choose a game, its rules and who plays at each seat</source>
        <translation>Valitse peli, sen säännöt ja kuka pelaa kullakin paikalla</translation>
    </message>
    <message>
        <source>The game to play; its rules and seats follow below</source>
        <translation>Pelattava peli; sen säännöt ja paikat ovat alla</translation>
    </message>
    <message>
        <source>The rule options of the chosen game</source>
        <translation>Valitun pelin sääntövalinnat</translation>
    </message>
    <message>
        <source>Who plays at each seat: a person or the computer, with a name and a level</source>
        <translation>Kuka pelaa kullakin paikalla: ihminen vai tietokone, nimi ja taso</translation>
    </message>
    <message>
        <source>Start a game with these rules and players</source>
        <translation>Aloita peli näillä säännöillä ja pelaajilla</translation>
    </message>
    <message>
        <source>Close without starting a game; the table stays as it is</source>
        <translation>Sulje aloittamatta peliä; pöytä pysyy ennallaan</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>zero</source>
        <translation>nolla</translation>
    </message>
    <message>
        <source>one</source>
        <translation>yksi</translation>
    </message>
    <message>
        <source>two</source>
        <translation>kaksi</translation>
    </message>
    <message>
        <source>three</source>
        <translation>kolme</translation>
    </message>
    <message>
        <source>four</source>
        <translation>neljä</translation>
    </message>
    <message>
        <source>five</source>
        <translation>viisi</translation>
    </message>
    <message>
        <source>six</source>
        <translation>kuusi</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seitsemän</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>kahdeksan</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>yhdeksän</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>kymmenen</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>yksitoista</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>kaksitoista</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>kolmetoista</translation>
    </message>
    <message>
        <source>fourteen</source>
        <translation>neljätoista</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>viisitoista</translation>
    </message>
    <message>
        <source>sixteen</source>
        <translation>kuusitoista</translation>
    </message>
    <message>
        <source>seventeen</source>
        <translation>seitsemäntoista</translation>
    </message>
    <message>
        <source>eighteen</source>
        <translation>kahdeksantoista</translation>
    </message>
    <message>
        <source>nineteen</source>
        <translation>yhdeksäntoista</translation>
    </message>
    <message>
        <source>twenty</source>
        <translation>kaksikymmentä</translation>
    </message>
    <message>
        <source>twenty-one</source>
        <translation>kaksikymmentäyksi</translation>
    </message>
    <message>
        <source>twenty-two</source>
        <translation>kaksikymmentäkaksi</translation>
    </message>
    <message>
        <source>twenty-three</source>
        <translation>kaksikymmentäkolme</translation>
    </message>
    <message>
        <source>twenty-four</source>
        <translation>kaksikymmentäneljä</translation>
    </message>
    <message>
        <source>twenty-five</source>
        <translation>kaksikymmentäviisi</translation>
    </message>
    <message>
        <source>twenty-six</source>
        <translation>kaksikymmentäkuusi</translation>
    </message>
    <message>
        <source>twenty-seven</source>
        <translation>kaksikymmentäseitsemän</translation>
    </message>
    <message>
        <source>twenty-eight</source>
        <translation>kaksikymmentäkahdeksan</translation>
    </message>
    <message>
        <source>twenty-nine</source>
        <translation>kaksikymmentäyhdeksän</translation>
    </message>
    <message>
        <source>thirty</source>
        <translation>kolmekymmentä</translation>
    </message>
    <message>
        <source>thirty-one</source>
        <translation>kolmekymmentäyksi</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players</source>
        <extracomment>The label of each rule option in the new-game dialog.</extracomment>
        <translation>Pelaajia</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Pelin pituus</translation>
    </message>
    <message>
        <source>Misère cribbage (avoid scoring)</source>
        <translation>Misääricribbage (vältä pisteitä)</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Four-card flush counts in the crib</source>
        <translation>Neljän kortin väri lasketaan cribissä</translation>
    </message>
    <message>
        <source>Skunks (a big win counts two or three games)</source>
        <translation>Skunkit (iso voitto lasketaan kahdeksi tai kolmeksi peliksi)</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Ottelun pituus</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pisteenlasku</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Pituus</translation>
    </message>
    <message>
        <source>Deal limit</source>
        <translation>Jakojen enimmäismäärä</translation>
    </message>
    <message>
        <source>Trump of a 4-1 solo</source>
        <translation>4-1-soolon valtti</translation>
    </message>
    <message>
        <source>A tie at the end</source>
        <translation>Tasapeli lopussa</translation>
    </message>
    <message>
        <source>Round the ledger to the nearest 5 (traditional)</source>
        <translation>Pyöristä pääkirja viiden tarkkuudelle (perinteinen)</translation>
    </message>
    <message>
        <source>How many play; the seats below follow</source>
        <translation>Kuinka moni pelaa; alla olevat paikat seuraavat valintaa</translation>
    </message>
    <message>
        <source>The score that ends the game once a player reaches it</source>
        <translation>Pistemäärä, johon peli päättyy, kun joku pelaaja saavuttaa sen</translation>
    </message>
    <message>
        <source>Everyone avoids scoring: the first to reach the target loses</source>
        <translation>Kaikki välttävät pisteitä: ensimmäisenä tavoitteeseen ehtinyt häviää</translation>
    </message>
    <message>
        <source>Whether each player counts their own points, an opponent taking the points missed</source>
        <translation>Laskeeko kukin pelaaja omat pisteensä, jolloin vastustaja saa laskematta jääneet pisteet</translation>
    </message>
    <message>
        <source>Whether four cards of one suit in the crib score a flush, or only five</source>
        <translation>Lasketaanko cribissä neljän saman maan kortin väri vai vain viiden</translation>
    </message>
    <message>
        <source>A win with the loser far behind counts two or three games in the match</source>
        <translation>Voitto, jossa häviäjä jää kauas jälkeen, lasketaan ottelussa kahdeksi tai kolmeksi peliksi</translation>
    </message>
    <message>
        <source>How many games a player must win to take the match</source>
        <translation>Montako peliä pelaajan on voitettava voittaakseen ottelun</translation>
    </message>
    <message>
        <source>Which book&apos;s table scores the contracts</source>
        <translation>Minkä sääntökirjan pistetaulukon mukaan sitoumukset pisteytetään</translation>
    </message>
    <message>
        <source>How many deals are played</source>
        <translation>Montako jakoa pelataan</translation>
    </message>
    <message>
        <source>End the game after this many deals, even if nobody reached the target</source>
        <translation>Lopeta peli näin monen jaon jälkeen, vaikkei kukaan olisi saavuttanut tavoitetta</translation>
    </message>
    <message>
        <source>How a tie for the top score is settled when the game ends</source>
        <translation>Miten tasapeli kärkisijasta ratkaistaan pelin päättyessä</translation>
    </message>
    <message>
        <source>Round each robber&apos;s result in the ledger to the nearest 5</source>
        <translation>Pyöristä kunkin robbertin tulos pääkirjaan viiden tarkkuudelle</translation>
    </message>
    <message>
        <source>4 (two partnerships)</source>
        <translation>4 (kaksi paria)</translation>
    </message>
    <message numerus="yes">
        <source>First to win %n games</source>
        <translation>
            <numerusform>Kunnes joku voittaa %n pelin</numerusform>
            <numerusform>Kunnes joku voittaa %n peliä</numerusform>
        </translation>
    </message>
    <message>
        <source>121 (twice round)</source>
        <translation>121 (kaksi kierrosta)</translation>
    </message>
    <message>
        <source>Which suits may be trumps in a Solo chosen from a 4-1 pattern</source>
        <translation>Mitkä maat saavat olla valttina 4-1-jakaumasta valitussa soolossa</translation>
    </message>
    <message>
        <source>61 (once round)</source>
        <translation>61 (yksi kierros)</translation>
    </message>
    <message>
        <source>Off (points counted for you)</source>
        <translation>Ei käytössä (pisteet lasketaan puolestasi)</translation>
    </message>
    <message>
        <source>In the show</source>
        <translation>Käsien laskennassa</translation>
    </message>
    <message>
        <source>In the play and the show</source>
        <translation>Pelivaiheessa ja käsien laskennassa</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderni</translation>
    </message>
    <message>
        <source>Norwegian 2016 version</source>
        <translation>Norjalainen 2016-versio</translation>
    </message>
    <message>
        <source>Traditional (1944): below and above the line</source>
        <translation>Perinteinen (1944): viivan alle ja päälle</translation>
    </message>
    <message>
        <source>A full session</source>
        <translation>Koko sitsi</translation>
    </message>
    <message>
        <source>A full session with purku</source>
        <translation>Koko sitsi purkuineen</translation>
    </message>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n jako</numerusform>
            <numerusform>%n jakoa</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own bid card&apos;s suit only</source>
        <translation>Vain oman tarjouskortin maa</translation>
    </message>
    <message>
        <source>One robber</source>
        <translation>Yksi robbertti</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n pelaaja</numerusform>
            <numerusform>%n pelaajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>One opening deal (practice)</source>
        <translation>Yksi alkupeli (harjoitus)</translation>
    </message>
    <message>
        <source>One eagle deal (practice)</source>
        <translation>Yksi kotka (harjoitus)</translation>
    </message>
    <message>
        <source>None (play to the target)</source>
        <translation>Ei rajaa (pelataan tavoitteeseen)</translation>
    </message>
    <message>
        <source>Any suit</source>
        <translation>Mikä tahansa maa</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Jaettu voitto</translation>
    </message>
    <message>
        <source>Play on until one leads</source>
        <translation>Jatketaan, kunnes yksi johtaa</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Yksi peli</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Käytössä</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Ei käytössä</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Takaisin</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Siirry takaisin</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Eteenpäin</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Siirry eteenpäin</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Yläkansio</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Siirry yläkansioon</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Uusi kansio</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Luo uusi kansio</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listanäkymä</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Vaihda listanäkymään</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Yksityiskohtainen näkymä</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Vaihda yksityiskohtaiseen näkymään</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sivupalkki</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Sijaintien ja kirjanmerkkien lista</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tiedostot</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Lähde:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Tiedosto&amp;tyyppi:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Etsi kansio</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Avaa</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Tallenna nimellä</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Kansio:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Tiedosto&amp;nimi:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Avaa</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Valitse</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Tallenna</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Näytä </translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Muuta nimeä</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Näytä piilotiedostot</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Uusi kansio</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Kansiot</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Kansiota ei löydy.
Varmista oikea kansion nimi.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 on jo olemassa.
Korvataanko se?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Tiedostoa ei löydy.
Varmista oikea tiedoston nimi.</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Uusi kansio</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Poisto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>”%1” on kirjoitussuojattu.
Haluatko silti poistaa sen?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Haluatko varmasti poistaa kohteen ”%1”?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kansion poistaminen epäonnistui.</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Viimeaikaiset sijainnit</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Poista</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Oma tietokone</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Asema</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-tiedosto</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tiedosto</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tuntematon</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Invalid filename</source>
        <translation>Virheellinen tiedostonimi</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Nimeä ”%1” ei voi käyttää.&lt;/b&gt;&lt;p&gt;Kokeile jotain muuta nimeä, esim. vähemmän merkkejä tai ei välimerkkejä.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Koko</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Muutosaika</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Oma tietokone</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Tietokone</translation>
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
        <translation>&amp;Tallenna</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Peruuta</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Sulje tallentamatta</translation>
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
        <translation>Tallenna</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tallenna kaikki</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Avaa</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Kyllä</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Kyllä k&amp;aikkiin</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>E&amp;i kaikkiin</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Keskeytä</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Yritä uudelleen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ohita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Hylkää</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Käytä</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Palauta</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Palauta oletukset</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>Quick reference</source>
        <extracomment>The section the dock shows. Sections added below it when a game&apos;s option has a value: game id, option, value, section.</extracomment>
        <translation>Pikaopas</translation>
    </message>
    <message>
        <source>The rules of the game on the table, in short</source>
        <translation>Pöydällä olevan pelin säännöt lyhyesti</translation>
    </message>
    <message>
        <source>No quick reference for this game.</source>
        <translation>Tälle pelille ei ole pikaopasta.</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Game records (*.korttipoyta *.json)</source>
        <translation>Pelitallenteet (*.korttipoyta *.json)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Analysing the game</source>
        <extracomment>The title of the progress window while the analysis runs.</extracomment>
        <translation>Peliä analysoidaan</translation>
    </message>
    <message>
        <source>Weighing the cards with every hand open…</source>
        <translation>Kortteja arvioidaan kaikki kädet tuntien…</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Pelin alku.</translation>
    </message>
    <message>
        <source>{name} decided.</source>
        <translation>{name} teki valintansa.</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Vaihe {n}/{total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Toista</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Tikki {n}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Toisto: {game}</translation>
    </message>
    <message>
        <source>A finished game replayed step by step, every hand face up</source>
        <translation>Päättynyt peli toistettuna vaihe vaiheelta, kaikki kädet kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Alkuun (Home)</translation>
    </message>
    <message>
        <source>Show the table as the game began</source>
        <translation>Näytä pöytä pelin alussa</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Vaihe taaksepäin (vasen nuoli)</translation>
    </message>
    <message>
        <source>Take back the last step shown</source>
        <translation>Peru viimeksi näytetty vaihe</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Vaihe eteenpäin (oikea nuoli)</translation>
    </message>
    <message>
        <source>Show the next call or card</source>
        <translation>Näytä seuraava tarjous tai kortti</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Loppuun (End)</translation>
    </message>
    <message>
        <source>Show the table as the game ended</source>
        <translation>Näytä pöytä pelin lopussa</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Toista tai pysäytä (välilyönti)</translation>
    </message>
    <message>
        <source>Step on by itself at the chosen speed, until paused</source>
        <translation>Etene itsestään valitulla nopeudella, kunnes pysäytetään</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Kohta pelissä</translation>
    </message>
    <message>
        <source>Move it to go to any step of the game</source>
        <translation>Siirrä sitä mennäksesi mihin tahansa pelin vaiheeseen</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Kaikki kädet</translation>
    </message>
    <message>
        <source>Analysis of the game</source>
        <translation>Pelin analyysi</translation>
    </message>
    <message>
        <source>Where the game&apos;s discards, cards and bids fell short of the best; a line takes the replay there</source>
        <translation>Missä pelin poisheitot, kortit ja tarjoukset jäivät heikommiksi kuin paras valinta; rivi vie toiston sinne</translation>
    </message>
    <message>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Analysoi peli</translation>
    </message>
    <message>
        <source>Weigh the game&apos;s discards, cards and bids against the best</source>
        <translation>Vertaa pelin poisheittoja, kortteja ja tarjouksia parhaisiin valintoihin</translation>
    </message>
    <message>
        <source>Go to the start of a deal</source>
        <translation>Siirry jaon alkuun</translation>
    </message>
    <message>
        <source>Go to the lead of a trick of this deal</source>
        <translation>Siirry tämän jaon tikin aloitukseen</translation>
    </message>
    <message>
        <source>Whose seat the table is seen from</source>
        <translation>Kenen paikalta pöytää katsotaan</translation>
    </message>
    <message>
        <source>How fast Play steps on</source>
        <translation>Kuinka nopeasti toisto etenee</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Mitä tapahtui</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Jako:</translation>
    </message>
    <message>
        <source>&amp;Trick:</source>
        <translation>&amp;Tikki:</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Kenen silmin:</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>&amp;Nopeus:</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Jako {n}</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
</context>
<context>
    <name>RestartDeal</name>
    <message>
        <source>Restart this deal</source>
        <translation>Aloita jako alusta</translation>
    </message>
    <message>
        <source>Play this deal again from the start with the same cards? Everything played in it so far is thrown away.</source>
        <translation>Pelataanko tämä jako uudelleen alusta samoilla korteilla? Kaikki siinä tähän asti pelattu menetetään.</translation>
    </message>
    <message>
        <source>Restart the deal</source>
        <translation>Aloita jako alusta</translation>
    </message>
    <message>
        <source>Deal the same cards again; what was played in this deal goes</source>
        <translation>Jaa samat kortit uudelleen; tässä jaossa pelattu katoaa</translation>
    </message>
    <message>
        <source>Go on with the deal as it stands</source>
        <translation>Jatka jakoa siitä, mihin jäätiin</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game cannot be saved in {folder}: {reason}. You can play on, but the game will not be there to resume until saving works again.</source>
        <translation>Peliä ei voi tallentaa kansioon {folder}: {reason}. Voit pelata eteenpäin, mutta peliä ei voi jatkaa myöhemmin ennen kuin tallennus taas toimii.</translation>
    </message>
    <message>
        <source>Saving works again: the game is saved.</source>
        <translation>Tallennus toimii taas: peli on tallessa.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Game {game}, deal {deal}</source>
        <translation>Peli {game}, jako {deal}</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Jako {deal}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pöytäkirja</translation>
    </message>
    <message>
        <source>Points of each side, deal by deal</source>
        <translation>Kunkin puolen pisteet jako jaolta</translation>
    </message>
</context>
<context>
    <name>SetAside</name>
    <message>
        <source>Unfinished game</source>
        <translation>Keskeneräinen peli</translation>
    </message>
    <message>
        <source>The game of {game} on the table is not finished. Keep it to go on with later (Game → Unfinished games), or abandon it?</source>
        <translation>Pöydällä oleva {game}-peli on kesken. Säilytetäänkö se myöhempää jatkamista varten (Peli → Keskeneräiset pelit), vai hylätäänkö se?</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Säilytä</translation>
    </message>
    <message>
        <source>Keep the game to go on with later from Game → Unfinished games</source>
        <translation>Säilytä peli myöhemmin jatkettavaksi kohdasta Peli → Keskeneräiset pelit</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Hylkää</translation>
    </message>
    <message>
        <source>Let the unfinished game go; it cannot be brought back</source>
        <translation>Luovu keskeneräisestä pelistä; sitä ei saa takaisin</translation>
    </message>
    <message>
        <source>Stay with the game on the table</source>
        <translation>Jatka pöydällä olevaa peliä</translation>
    </message>
    <message>
        <source>{game} with {names}, {when}</source>
        <translation>{game}: {names}, {when}</translation>
    </message>
    <message>
        <source>The game of {game} is kept: Game → Unfinished games brings it back.</source>
        <translation>{game}-peli on tallessa: Peli → Keskeneräiset pelit tuo sen takaisin.</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Ei keskeneräisiä pelejä</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Green</source>
        <translation>Vihreä</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Harmaa</translation>
    </message>
    <message>
        <source>High contrast (black)</source>
        <translation>Suuri kontrasti (musta)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Pöytäliina</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Korttien koko</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Korttien selkäpuoli</translation>
    </message>
    <message>
        <source>Pause after a finished trick</source>
        <translation>Tauko valmiin tikin jälkeen</translation>
    </message>
    <message>
        <source>The show in Cribbage</source>
        <translation>Käsien laskenta cribbagessa</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Isommat kortit</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Järjestelmän oletus</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Käsi kerrallaan</translation>
    </message>
    <message>
        <source>At a steady pace</source>
        <translation>Tasaisella tahdilla</translation>
    </message>
    <message>
        <source>Step by step: each counted hand stays until you click or press Enter or Space. At a steady pace: the hands are counted one after another, and a click skips to the end of the show.</source>
        <translation>Käsi kerrallaan: jokainen laskettu käsi jää näkyviin, kunnes napsautat tai painat Enteriä tai välilyöntiä. Tasaisella tahdilla: kädet lasketaan peräkkäin, ja napsautus hyppää laskennan loppuun.</translation>
    </message>
    <message>
        <source>The table&apos;s language, colours, cards and pace</source>
        <translation>Pöydän kieli, värit, kortit ja tahti</translation>
    </message>
    <message>
        <source>Between turns at a shared screen</source>
        <translation>Vuorojen välissä yhteisellä näytöllä</translation>
    </message>
    <message>
        <source>Hand face down until turned up</source>
        <translation>Käsi kuvapuoli alaspäin, kunnes se käännetään</translation>
    </message>
    <message>
        <source>Curtain before every turn</source>
        <translation>Verho ennen jokaista vuoroa</translation>
    </message>
    <message>
        <source>Cribbage: curtain only before the discard</source>
        <translation>Cribbage: verho vain ennen korttien laittamista cribiin</translation>
    </message>
    <message>
        <source>The language of the whole table, from menus to the log</source>
        <translation>Koko pöydän kieli valikoista lokiin</translation>
    </message>
    <message>
        <source>The colour of the table; high contrast makes cards and text stand out most</source>
        <translation>Pöydän väri; suuri kontrasti erottaa kortit ja tekstit selvimmin</translation>
    </message>
    <message>
        <source>Draw the cards larger, so they are easier to read</source>
        <translation>Piirrä kortit isompina, jotta ne on helpompi lukea</translation>
    </message>
    <message>
        <source>The colour of the backs of the cards</source>
        <translation>Korttien selkäpuolen väri</translation>
    </message>
    <message>
        <source>How long a finished trick stays on the table before it is gathered</source>
        <translation>Kuinka kauan valmis tikki on pöydällä, ennen kuin se kerätään pois</translation>
    </message>
    <message>
        <source>Hand face down: between turns the next person&apos;s hand lies face down, the table in view, until they turn it up with a click or Space or Enter; the curtain covers the table only to tell of a new deal or of cards given to them. Curtain before every turn: the whole table is covered each time the screen passes. Cribbage: curtain only before the discard: in the play the screen passes without hiding anything, so the others can see the cards a player still holds.</source>
        <translation>Käsi kuvapuoli alaspäin: vuorojen välissä seuraavan pelaajan käsi on kuvapuoli alaspäin ja pöytä näkyvissä, kunnes hän kääntää kortit esiin napsauttamalla tai välilyönnillä tai Enterillä; verho peittää pöydän vain kertoakseen uudesta jaosta tai hänelle annetuista korteista. Verho ennen jokaista vuoroa: koko pöytä peitetään aina, kun näyttö siirtyy toiselle. Cribbage: verho vain ennen korttien laittamista cribiin: pelivaiheessa näyttö siirtyy piilottamatta mitään, joten muut näkevät pelaajan vielä kädessä olevat kortit.</translation>
    </message>
    <message>
        <source>Keep these settings; the table takes them at once</source>
        <translation>Pidä nämä asetukset; pöytä ottaa ne käyttöön heti</translation>
    </message>
    <message>
        <source>Close without changing the settings</source>
        <translation>Sulje muuttamatta asetuksia</translation>
    </message>
</context>
<context>
    <name>Skruuvi</name>
    <message>
        <source>Practice: {kind}</source>
        <translation>Harjoitus: {kind}</translation>
    </message>
    <message>
        <source>Robber {robber}/{robbers} — {kind} {number}/4</source>
        <translation>Robbertti {robber}/{robbers} — {kind} {number}/4</translation>
    </message>
    <message>
        <source>{contract} — nobody declares</source>
        <translation>{contract} — kukaan ei vie peliä</translation>
    </message>
    <message>
        <source>{contract} — knocked {times}</source>
        <translation>{contract} — koputettu {times}</translation>
    </message>
    <message>
        <source>{contract} — re-knocked {times}</source>
        <translation>{contract} — vastakoputettu {times}</translation>
    </message>
    <message>
        <source>{contract} — you declare</source>
        <translation>{contract} — olet pelinviejä</translation>
    </message>
    <message>
        <source>{contract} — you declare — knocked {times}</source>
        <translation>{contract} — olet pelinviejä — koputettu {times}</translation>
    </message>
    <message>
        <source>{contract} — you declare — re-knocked {times}</source>
        <translation>{contract} — olet pelinviejä — vastakoputettu {times}</translation>
    </message>
    <message>
        <source>{contract} — {name} declares</source>
        <translation>{contract} — pelinviejä {name}</translation>
    </message>
    <message>
        <source>{contract} — {name} declares — knocked {times}</source>
        <translation>{contract} — pelinviejä {name} — koputettu {times}</translation>
    </message>
    <message>
        <source>{contract} — {name} declares — re-knocked {times}</source>
        <translation>{contract} — pelinviejä {name} — vastakoputettu {times}</translation>
    </message>
    <message>
        <source>First bidding — no bid yet</source>
        <translation>Alkumaalaukset — ei vielä maalausta</translation>
    </message>
    <message>
        <source>First bidding — your {bid}</source>
        <translation>Alkumaalaukset — maalauksesi {bid}</translation>
    </message>
    <message>
        <source>First bidding — {bid} by {name}</source>
        <translation>Alkumaalaukset — {bid} ({name})</translation>
    </message>
    <message>
        <source>You take with {bid}</source>
        <translation>Otat pelin maalauksella {bid}</translation>
    </message>
    <message>
        <source>{name} takes with {bid}</source>
        <translation>{name} ottaa pelin maalauksella {bid}</translation>
    </message>
    <message>
        <source>Final bidding — your {bid}</source>
        <translation>Loppumaalaukset — maalauksesi {bid}</translation>
    </message>
    <message>
        <source>Final bidding — {bid} by {name}</source>
        <translation>Loppumaalaukset — {bid} ({name})</translation>
    </message>
    <message>
        <source>Tricks: {first} {first_count} · {second} {second_count}</source>
        <translation>Tikit: {first} {first_count} · {second} {second_count}</translation>
    </message>
    <message>
        <source>Centre cards: {cards}</source>
        <translation>Keskuskortit: {cards}</translation>
    </message>
    <message>
        <source>{cards} from {name}</source>
        <translation>{cards} pelaajalta {name}</translation>
    </message>
    <message>
        <source>{cards} from the centre</source>
        <translation>{cards} keskuskorteista</translation>
    </message>
    <message>
        <source>You got: {items}</source>
        <translation>Sait: {items}</translation>
    </message>
    <message>
        <source>{cards} to {name}</source>
        <translation>{cards} pelaajalle {name}</translation>
    </message>
    <message>
        <source>You gave: {items}</source>
        <translation>Annoit: {items}</translation>
    </message>
    <message>
        <source>Aces: none played yet</source>
        <translation>Ässät: yhtään ei ole vielä pelattu</translation>
    </message>
    <message>
        <source>{card} in trick {number} ({name})</source>
        <translation>{card} tikissä {number} ({name})</translation>
    </message>
    <message>
        <source>Aces: {items}</source>
        <translation>Ässät: {items}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Ei vielä maalausta</translation>
    </message>
    <message>
        <source>Standing bid: your {bid}</source>
        <translation>Voimassa on maalauksesi {bid}</translation>
    </message>
    <message>
        <source>Standing bid: {bid} by {name}</source>
        <translation>Voimassa oleva maalaus: {bid} ({name})</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Viimeiset tikit</translation>
    </message>
    <message>
        <source>Show or hide the last two tricks played</source>
        <translation>Näytä tai piilota kaksi viimeksi pelattua tikkiä</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Sitoumus</translation>
    </message>
    <message>
        <source>Close the bid&apos;s meaning (Escape)</source>
        <translation>Sulje maalauksen merkitys (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>What the bid means</source>
        <translation>Mitä maalaus tarkoittaa</translation>
    </message>
    <message>
        <source>Put the last tricks away and go back to the play</source>
        <translation>Sulje viimeiset tikit ja palaa peliin</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Koputus</translation>
    </message>
    <message>
        <source>Re-knock</source>
        <translation>Vastakoputus</translation>
    </message>
    <message>
        <source>Knock!</source>
        <translation>Koputus!</translation>
    </message>
    <message>
        <source>Knock</source>
        <comment>a call in the bidding history</comment>
        <translation>Koputus</translation>
    </message>
    <message>
        <source>Re-knock</source>
        <comment>a call in the bidding history</comment>
        <translation>Vastakoputus</translation>
    </message>
    <message>
        <source>Re-knock!</source>
        <translation>Vastakoputus!</translation>
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
        <translation>Passimisääri</translation>
    </message>
    <message>
        <source>You and {partner}</source>
        <translation>Sinä ja {partner}</translation>
    </message>
    <message>
        <source>Your bid: nobody has bid yet — bid or pass</source>
        <translation>Sinun vuorosi maalata: kukaan ei ole vielä maalannut — maalaa tai passaa</translation>
    </message>
    <message>
        <source>Your bid: the standing bid is {bid} by {name}</source>
        <translation>Sinun vuorosi maalata: voimassa on {bid} ({name})</translation>
    </message>
    <message>
        <source>Final bidding: the standing bid is {bid} — raise it; no passing below level {level}</source>
        <translation>Loppumaalaukset: voimassa on {bid} — korota; passata ei saa alle tason {level}</translation>
    </message>
    <message>
        <source>Your bid: nobody outbid your {bid} again — pass to take with it, or raise it</source>
        <translation>Kukaan ei taaskaan ylittänyt maalaustasi {bid} — passaa, niin otat pelin, tai korota</translation>
    </message>
    <message>
        <source>Your bid: nobody outbid your {bid} — raise it or pass</source>
        <translation>Sinun vuorosi maalata: kukaan ei ylittänyt maalaustasi {bid} — korota tai passaa</translation>
    </message>
    <message>
        <source>Final bidding: nobody outbid your {bid} — pass to make it the contract, or raise it</source>
        <translation>Loppumaalaukset: maalaustasi {bid} ei ylitetty — passaa, niin se on sitoumus, tai korota</translation>
    </message>
    <message>
        <source>Final bidding: nobody outbid your {bid} — raise it or pass</source>
        <translation>Loppumaalaukset: kukaan ei ylittänyt maalaustasi {bid} — korota tai passaa</translation>
    </message>
    <message>
        <source>Final bidding: your {bid} stands — raise or pass</source>
        <translation>Loppumaalaukset: maalauksesi {bid} on voimassa — korota tai passaa</translation>
    </message>
    <message>
        <source>Final bidding: the standing bid is {bid} by {name} — raise or pass</source>
        <translation>Loppumaalaukset: voimassa on {bid} ({name}) — korota tai passaa</translation>
    </message>
    <message>
        <source>Give one card each to {first}, {second} and {third}, in that order ({chosen}/3 chosen)</source>
        <translation>Anna yksi kortti kullekin: {first}, {second} ja {third}, tässä järjestyksessä ({chosen}/3 valittu)</translation>
    </message>
    <message>
        <source>Give a card back to {name} ({chosen}/1 chosen)</source>
        <translation>Anna kortti takaisin pelaajalle {name} ({chosen}/1 valittu)</translation>
    </message>
    <message>
        <source>Give a card to {name} ({chosen}/1 chosen)</source>
        <translation>Anna kortti pelaajalle {name} ({chosen}/1 valittu)</translation>
    </message>
    <message>
        <source>Give {count} cards back to {name} ({chosen}/{count} chosen)</source>
        <translation>Anna {count} korttia takaisin pelaajalle {name} ({chosen}/{count} valittu)</translation>
    </message>
    <message>
        <source>Give {count} cards to {name} ({chosen}/{count} chosen)</source>
        <translation>Anna {count} korttia pelaajalle {name} ({chosen}/{count} valittu)</translation>
    </message>
    <message>
        <source>Re-knock or pass</source>
        <translation>Vastakoputa tai passaa</translation>
    </message>
    <message>
        <source>Knock or pass</source>
        <translation>Koputa tai passaa</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Sinun aloituksesi: pelaa mikä tahansa kortti</translation>
    </message>
    <message>
        <source>Your turn: play a card (you must follow {suit})</source>
        <translation>Sinun vuorosi: pelaa kortti (tunnusta maata {suit})</translation>
    </message>
    <message>
        <source>Your turn: play any card (you have no {suit})</source>
        <translation>Sinun vuorosi: pelaa mikä tahansa kortti (sinulla ei ole maata {suit})</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} miettii…</translation>
    </message>
    <message>
        <source>Your turn to bid</source>
        <translation>Sinun vuorosi maalata</translation>
    </message>
    <message>
        <source>{name} to bid</source>
        <translation>{name} maalaa</translation>
    </message>
    <message>
        <source>You and {name} are choosing cards to give</source>
        <translation>Sinä ja {name} valitsette annettavia kortteja</translation>
    </message>
    <message>
        <source>{name} and {second} are choosing cards to give</source>
        <translation>{name} ja {second} valitsevat annettavia kortteja</translation>
    </message>
    <message>
        <source>You are choosing cards to give</source>
        <translation>Valitset annettavia kortteja</translation>
    </message>
    <message>
        <source>{name} is choosing cards to give</source>
        <translation>{name} valitsee annettavia kortteja</translation>
    </message>
    <message>
        <source>You may knock</source>
        <translation>Voit koputtaa</translation>
    </message>
    <message>
        <source>{name} may knock</source>
        <translation>{name} voi koputtaa</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Sinun vuorosi pelata</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} pelaa</translation>
    </message>
    <message>
        <source>Waiting for the others to give their cards</source>
        <translation>Odotetaan, että muut antavat korttinsa</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Peli on päättynyt</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Etukäsi</translation>
    </message>
    <message>
        <source>Taker</source>
        <translation>Pelinottaja</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Pelinviejä</translation>
    </message>
    <message>
        <source>Tricks: {count}</source>
        <translation>Tikit: {count}</translation>
    </message>
    <message>
        <source>You sit out this robber</source>
        <translation>Olet tauolla tämän robbertin ajan</translation>
    </message>
    <message>
        <source>{name} sits out this robber</source>
        <translation>{name} on tauolla tämän robbertin ajan</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Maalaukset</translation>
    </message>
    <message>
        <source>Final bidding</source>
        <translation>Loppumaalaukset</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Koputukset</translation>
    </message>
    <message>
        <source>Trick {number}: you won it</source>
        <translation>Tikki {number}: voitit sen</translation>
    </message>
    <message>
        <source>Trick {number}: {name} won it</source>
        <translation>Tikki {number}: sen voitti {name}</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Give the picked cards face down, in the order picked</source>
        <translation>Anna valitut kortit kuvapuoli alaspäin valitsemassasi järjestyksessä</translation>
    </message>
    <message>
        <source>Play the picked card to the trick</source>
        <translation>Pelaa valittu kortti tikkiin</translation>
    </message>
    <message>
        <source>Re-knock: the deal&apos;s points then count {times} times over</source>
        <translation>Vastakoputus: jaon pisteet lasketaan silloin {times}-kertaisina</translation>
    </message>
    <message>
        <source>Knock: the deal&apos;s points then count {times} times over</source>
        <translation>Koputus: jaon pisteet lasketaan silloin {times}-kertaisina</translation>
    </message>
    <message>
        <source>Pass: the contract is played as it stands</source>
        <translation>Passi: sitoumus pelataan sellaisenaan</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Napsauta pöytää tai paina Enter, niin seuraava jako alkaa.</translation>
    </message>
    <message numerus="yes">
        <source>Your {contract}: down %n</source>
        <translation>
            <numerusform>{contract}, %n pieti — olit pelinviejä</numerusform>
            <numerusform>{contract}, %n pietiä — olit pelinviejä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{contract} down %n — {name}</source>
        <translation>
            <numerusform>{contract}, %n pieti — {name}</numerusform>
            <numerusform>{contract}, %n pietiä — {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>{contract} made by you</source>
        <translation>{contract}: teit kotipelin</translation>
    </message>
    <message>
        <source>{contract} made by {name}</source>
        <translation>{contract}: {name} teki kotipelin</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tikit</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Voitit pelin!</translation>
    </message>
    <message>
        <source>You and {name} win the game!</source>
        <translation>Sinä ja {name} voititte pelin!</translation>
    </message>
    <message>
        <source>{name} and {second} win the game!</source>
        <translation>{name} ja {second} voittivat pelin!</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>{name} voitti pelin!</translation>
    </message>
</context>
<context>
    <name>SkruuviBids</name>
    <message>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>risti</translation>
    </message>
    <message>
        <source>Content with the standing contract</source>
        <translation>Tyytyy voimassa olevaan sitoumukseen</translation>
    </message>
    <message>
        <source>Nothing to bid now</source>
        <translation>Ei maalattavaa nyt</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Kolme ässää</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Neljä ässää</translation>
    </message>
    <message>
        <source>The fourth ace, after partner&apos;s grandi</source>
        <translation>Neljäs ässä, kun pari on maalannut grandin</translation>
    </message>
    <message>
        <source>No good suit, but {suit} would do as trumps</source>
        <translation>Ei hyvää maata, mutta {suit} kelpaisi valtiksi</translation>
    </message>
    <message>
        <source>An even hand with at most two aces</source>
        <translation>Tasavahva käsi, enintään kaksi ässää</translation>
    </message>
    <message>
        <source>Middling misère cards</source>
        <translation>Keskinkertaiset misäärikortit</translation>
    </message>
    <message>
        <source>A block: keeps the opponents from exchanging; the strain hints at the final contract</source>
        <translation>Estomaalaus: vastapuoli ei saa puolustajien yliantoa; pelilaji vihjaa lopullisesta sitoumuksesta</translation>
    </message>
    <message>
        <source>A very strong {suit} suit</source>
        <translation>Erittäin vahva {suit}</translation>
    </message>
    <message>
        <source>Good trumps in {suit}, one of: {cases}</source>
        <translation>Hyvät valtit ({suit}), jokin näistä: {cases}</translation>
    </message>
    <message numerus="yes">
        <source>{bid}: your side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: puolesi ottaa enintään %n tikin</numerusform>
            <numerusform>{bid}: puolesi ottaa enintään %n tikkiä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: maalaava puoli ottaa enintään %n tikin</numerusform>
            <numerusform>{bid}: maalaava puoli ottaa enintään %n tikkiä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: your side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: puolesi ottaa vähintään %n tikin</numerusform>
            <numerusform>{bid}: puolesi ottaa vähintään %n tikkiä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: maalaava puoli ottaa vähintään %n tikin</numerusform>
            <numerusform>{bid}: maalaava puoli ottaa vähintään %n tikkiä</numerusform>
        </translation>
    </message>
    <message>
        <source>A second suit: at least five {suit} with two honours</source>
        <translation>Toinen maa: vähintään viisi korttia ({suit}), joista kaksi honööriä</translation>
    </message>
    <message>
        <source>Two aces</source>
        <translation>Kaksi ässää</translation>
    </message>
    <message>
        <source>The ace of {suit}</source>
        <translation>Näyttää {suit}ässän</translation>
    </message>
    <message>
        <source>The king of {suit}</source>
        <translation>Näyttää {suit}kuninkaan</translation>
    </message>
    <message>
        <source>Shows the ace or king of {suit}</source>
        <translation>Osoittaa {suit}ässän tai -kuninkaan</translation>
    </message>
    <message>
        <source>A wish to play {bid}</source>
        <translation>Haluaa pelata {bid}</translation>
    </message>
    <message>
        <source>Holds spades: the usual opening</source>
        <translation>Kädessä on pataa: tavallisin avaus</translation>
    </message>
    <message>
        <source>No spades, or strong clubs</source>
        <translation>Padasta renonssi tai vahva risti</translation>
    </message>
    <message>
        <source>The lowest bid left, or a strong {suit} suit</source>
        <translation>Alin jäljellä oleva maalaus tai vahva {suit}</translation>
    </message>
    <message>
        <source>Very good misère cards, or a block</source>
        <translation>Erittäin hyvät misäärikortit tai estomaalaus</translation>
    </message>
    <message>
        <source>Very good cards with a stopper in every suit</source>
        <translation>Erittäin hyvät kortit, kiinniotto joka maassa</translation>
    </message>
    <message>
        <source>Partner&apos;s choice, raised to {bid}</source>
        <translation>Parin maalaus korotettuna: {bid}</translation>
    </message>
    <message>
        <source>Proposes {suit} as trumps</source>
        <translation>Ehdottaa {suit}valttia</translation>
    </message>
    <message>
        <source>Spades will not do as trumps: look for another suit</source>
        <translation>Pata ei käy valtiksi: etsitään toinen maa</translation>
    </message>
    <message>
        <source>at least five cards of the suit, three of them honours</source>
        <translation>vähintään viisi maalatun maan korttia, joista kolme honööriä</translation>
    </message>
    <message>
        <source>the ace and at least six cards</source>
        <translation>ässä ja vähintään kuusi korttia</translation>
    </message>
    <message>
        <source>four honours</source>
        <translation>neljä honööriä</translation>
    </message>
    <message>
        <source>A K Q and another</source>
        <translation>A K Q ja yksi muu</translation>
    </message>
    <message>
        <source>two honours and four cards</source>
        <translation>kaksi honööriä ja neljä korttia</translation>
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
            <numerusform>%n misääri</numerusform>
            <numerusform>%n misääriä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grandi</source>
        <translation>
            <numerusform>%n grandi</numerusform>
            <numerusform>%n grandia</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>Pass: no bid now, you may bid later; if the first four calls all pass, the deal is played as pass-misère</source>
        <extracomment>The hint&apos;s colours: a cyan fill and frame that no focus frame or Pass colour hides (the second selector outranks ``#bid_pass``). The lines of the hint&apos;s words the box keeps room for under Pass where the table has it (a reason of the book&apos;s row and the forecast takes six); longer words reach down over the prompt line, which gives way, as far as the hand. What ends the hint&apos;s words cut short for room. The smallest size, in pixels, of the box&apos;s small print (the key, the hint&apos;s words). The text colour of the misère and grandi buttons.</extracomment>
        <translation>Passi: ei maalausta nyt, voit maalata myöhemmin; jos neljä ensimmäistä pelaajaa passaa, jako pelataan passimisäärinä</translation>
    </message>
    <message>
        <source>Bidding box</source>
        <translation>Maalausruudukko</translation>
    </message>
    <message>
        <source>{misere} misère · {grandi} grandi</source>
        <comment>the bidding box&apos;s key to the letters of its misère and grandi columns</comment>
        <translation>{misere} misääri · {grandi} grandi</translation>
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
        <translation>Yhteensä {number}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Sitoumus</translation>
    </message>
    <message>
        <source>{name}
({letter})</source>
        <translation>{name}
({letter})</translation>
    </message>
    <message>
        <source>{name}&apos;s letter is {letter}: the sheet names a contract&apos;s declarer by the letter, as in “6 ♥ {letter} x2”.</source>
        <translation>{name} – kirjain {letter}: pöytäkirjassa sopimuksen pelinviejä merkitään tällä kirjaimella, esimerkiksi ”6 ♥ {letter} x2”.</translation>
    </message>
    <message>
        <source>{name} ({letter})</source>
        <translation>{name} ({letter})</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}</source>
        <translation>Robbertti {number}: {first} vastaan {second}</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}, you sit out</source>
        <translation>Robbertti {number}: {first} vastaan {second}, sinä tauolla</translation>
    </message>
    <message>
        <source>Robber {number}: {first} against {second}, {name} sits out</source>
        <translation>Robbertti {number}: {first} vastaan {second}, {name} tauolla</translation>
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
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Robber {number} total</source>
        <translation>Robbertti {number} yhteensä</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kertyneet</translation>
    </message>
    <message>
        <source>Above the line: bonuses</source>
        <translation>Viivan päällä: lisäpisteet</translation>
    </message>
    <message>
        <source>The line: bonuses above, trick points below</source>
        <translation>Viiva: lisäpisteet päälle, tikkipisteet alle</translation>
    </message>
    <message>
        <source>Below the line: trick points</source>
        <translation>Viivan alla: tikkipisteet</translation>
    </message>
    <message>
        <source>The difference {difference} ÷ 100 to each player&apos;s ledger</source>
        <translation>Erotus {difference} ÷ 100 kunkin pelaajan pääkirjaan</translation>
    </message>
    <message>
        <source>To the ledger</source>
        <translation>Pääkirjaan</translation>
    </message>
    <message>
        <source>Game {number} won: both count from 0 again</source>
        <translation>{number}. ulosmeno: molemmat laskevat taas nollasta</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Pääkirja</translation>
    </message>
</context>
<context>
    <name>SkruuviTraditional</name>
    <message>
        <source>{count} aces: {points}</source>
        <translation>{count} ässää: {points}</translation>
    </message>
    <message>
        <source>{cards}: {points}</source>
        <translation>{cards}: {points}</translation>
    </message>
    <message>
        <source>{name} shows {what}</source>
        <translation>{name} näyttää {what}</translation>
    </message>
    <message>
        <source>Honours: {first} {count}, {second} {other}</source>
        <translation>Honöörit: {first} {count}, {second} {other}</translation>
    </message>
    <message>
        <source>trick points</source>
        <translation>tikkipisteet</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>{number}. ulosmeno</translation>
    </message>
    <message>
        <source>contract made at level {level}</source>
        <translation>kotipeli tasolla {level}</translation>
    </message>
    <message>
        <source>overtricks</source>
        <translation>ylitikit</translation>
    </message>
    <message>
        <source>undertricks at level {level}: {count}</source>
        <translation>pietit tasolla {level}: {count}</translation>
    </message>
    <message>
        <source>{name}: {count} aces</source>
        <translation>{name}: {count} ässää</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>honours</source>
        <translation>honöörit</translation>
    </message>
    <message>
        <source>ace in trick {number}</source>
        <translation>ässä tikissä {number}</translation>
    </message>
    <message>
        <source>pass-misère, trick difference</source>
        <translation>passimisääri, tikkien erotus</translation>
    </message>
</context>
<context>
    <name>SpokenCard</name>
    <message>
        <source>ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <source>two</source>
        <translation>kakkonen</translation>
    </message>
    <message>
        <source>three</source>
        <translation>kolmonen</translation>
    </message>
    <message>
        <source>four</source>
        <translation>nelonen</translation>
    </message>
    <message>
        <source>five</source>
        <translation>viitonen</translation>
    </message>
    <message>
        <source>six</source>
        <translation>kuutonen</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seitsikko</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>kahdeksikko</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>yhdeksikkö</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>kymppi</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jätkä</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>rouva</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>risti</translation>
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
            <numerusform>Kätesi: %n kortti, kuvapuoli alaspäin</numerusform>
            <numerusform>Kätesi: %n korttia, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards, face down</source>
        <translation>
            <numerusform>Käsi ({name}): %n kortti, kuvapuoli alaspäin</numerusform>
            <numerusform>Käsi ({name}): %n korttia, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n cards</source>
        <translation>
            <numerusform>Kätesi: %n kortti</numerusform>
            <numerusform>Kätesi: %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>Käsi ({name}): %n kortti</numerusform>
            <numerusform>Käsi ({name}): %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your tricks: %n</source>
        <translation>
            <numerusform>Tikkisi: %n</numerusform>
            <numerusform>Tikkisi: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tricks: %n</source>
        <translation>
            <numerusform>Tikit ({name}): %n</numerusform>
            <numerusform>Tikit ({name}): %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s tricks: %n</source>
        <translation>
            <numerusform>Puolesi tikit: %n</numerusform>
            <numerusform>Puolesi tikit: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tricks of {name}: %n</source>
        <translation>
            <numerusform>Pelaajien {name} tikit: %n</numerusform>
            <numerusform>Pelaajien {name} tikit: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick in play: %n cards</source>
        <translation>
            <numerusform>Pöydällä oleva tikki: %n kortti</numerusform>
            <numerusform>Pöydällä oleva tikki: %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n cards</source>
        <translation>
            <numerusform>Pakka: %n kortti</numerusform>
            <numerusform>Pakka: %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pakka</translation>
    </message>
    <message>
        <source>Pack, starter: {card}</source>
        <translation>Pakka, lähtökortti: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Crib, yours, %n cards</source>
        <translation>
            <numerusform>Cribisi: %n kortti</numerusform>
            <numerusform>Cribisi: %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Crib, {name}&apos;s, %n cards</source>
        <translation>
            <numerusform>Crib ({name}): %n kortti</numerusform>
            <numerusform>Crib ({name}): %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards in this series: %n</source>
        <translation>
            <numerusform>Korttisi tällä kierroksella: %n</numerusform>
            <numerusform>Korttisi tällä kierroksella: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards in this series: %n</source>
        <translation>
            <numerusform>Tämän kierroksen kortit ({name}): %n</numerusform>
            <numerusform>Tämän kierroksen kortit ({name}): %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>Korttisi aiemmilta kierroksilta: %n, kuvapuoli alaspäin</numerusform>
            <numerusform>Korttisi aiemmilta kierroksilta: %n, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>Aiempien kierrosten kortit ({name}): %n, kuvapuoli alaspäin</numerusform>
            <numerusform>Aiempien kierrosten kortit ({name}): %n, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message>
        <source>Count: {count}</source>
        <translation>Summa: {count}</translation>
    </message>
    <message>
        <source>Cribbage board: {scores}</source>
        <translation>Cribbage-lauta: {scores}</translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n, face down</source>
        <translation>
            <numerusform>Keskuskortit: %n, kuvapuoli alaspäin</numerusform>
            <numerusform>Keskuskortit: %n, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n</source>
        <translation>
            <numerusform>Keskuskortit: %n</numerusform>
            <numerusform>Keskuskortit: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards, face down</source>
        <translation>
            <numerusform>Leski: %n kortti, kuvapuoli alaspäin</numerusform>
            <numerusform>Leski: %n korttia, kuvapuoli alaspäin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards</source>
        <translation>
            <numerusform>Leski: %n kortti</numerusform>
            <numerusform>Leski: %n korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n cards</source>
        <translation>
            <numerusform>Pois pelistä: %n kortti</numerusform>
            <numerusform>Pois pelistä: %n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Your bid card, face down</source>
        <translation>Tarjouskorttisi, kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>{name}&apos;s bid card, face down</source>
        <translation>Tarjouskortti ({name}), kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Your bid card</source>
        <translation>Tarjouskorttisi</translation>
    </message>
    <message>
        <source>{name}&apos;s bid card</source>
        <translation>Tarjouskortti ({name})</translation>
    </message>
    <message>
        <source>Revealed bid card: {card}</source>
        <translation>Paljastettu tarjouskortti: {card}</translation>
    </message>
    <message>
        <source>The cards still to be dealt</source>
        <translation>Vielä jakamattomat kortit</translation>
    </message>
    <message>
        <source>The cards left after the deal, the starter turned up</source>
        <translation>Jaon jälkeen jääneet kortit, lähtökortti käännettynä</translation>
    </message>
    <message>
        <source>The cards left after the deal; the starter is cut from them</source>
        <translation>Jaon jälkeen jääneet kortit; lähtökortti nostetaan niistä</translation>
    </message>
    <message>
        <source>The cards played to this trick, in order</source>
        <translation>Tähän tikkiin pelatut kortit järjestyksessä</translation>
    </message>
    <message>
        <source>Cards only their holder sees</source>
        <translation>Kortit, jotka vain niiden haltija näkee</translation>
    </message>
    <message>
        <source>Cards held, face up for all to see</source>
        <translation>Kädessä olevat kortit kuvapuoli ylöspäin kaikkien nähtävinä</translation>
    </message>
    <message>
        <source>Tricks won, face down</source>
        <translation>Voitetut tikit kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Laid away at the deal; counted for the dealer after the hands</source>
        <translation>Jaossa sivuun pannut kortit; lasketaan jakajalle käsien jälkeen</translation>
    </message>
    <message>
        <source>The cards counted now, with the starter</source>
        <translation>Nyt laskettavat kortit lähtökortin kanssa</translation>
    </message>
    <message>
        <source>The score of each player or side, pegged along the board</source>
        <translation>Kunkin pelaajan tai puolen pisteet tapeilla laudalla</translation>
    </message>
    <message>
        <source>Played in an earlier series of this deal, turned down</source>
        <translation>Pelattu tämän jaon aiemmalla kierroksella, käännetty alaspäin</translation>
    </message>
    <message>
        <source>Laid aside at the deal; the taker turns them up and takes them</source>
        <translation>Jaossa sivuun pannut kortit; pelinottaja kääntää ja ottaa ne</translation>
    </message>
    <message>
        <source>Turned up for all to see; the taker takes them into the hand</source>
        <translation>Käännetty kaikkien nähtäväksi; pelinottaja ottaa ne käteensä</translation>
    </message>
    <message>
        <source>Dealt aside; nobody sees them unless the contract takes them</source>
        <translation>Sivuun jaetut kortit; kukaan ei näe niitä, ellei sitoumus ota niitä peliin</translation>
    </message>
    <message>
        <source>Out of play for the rest of the deal</source>
        <translation>Pois pelistä jaon loppuun</translation>
    </message>
    <message>
        <source>A bid card: all five are turned up together and stay in their hands</source>
        <translation>Tarjouskortti: kaikki viisi käännetään yhtä aikaa, ja ne jäävät omistajiensa käsiin</translation>
    </message>
</context>
<context>
    <name>SpokenTable</name>
    <message>
        <source>Turn: {name}.</source>
        <translation>Vuorossa: {name}.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Pisteet: {scores}.</translation>
    </message>
    <message>
        <source>Seats: {seats}.</source>
        <translation>Pelaajat: {seats}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Kätesi: {cards}.</translation>
    </message>
    <message>
        <source>Picked: {cards}.</source>
        <translation>Valittu: {cards}.</translation>
    </message>
    <message>
        <source>Focus: {card}.</source>
        <translation>Kohdistettu: {card}.</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kuvapuoli alaspäin oleva kortti</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, pelattavissa</translation>
    </message>
    <message>
        <source>{card}: {mark}</source>
        <translation>{card}: {mark}</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Kädessäsi</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Pöydällä</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Vuorossa</translation>
    </message>
</context>
<context>
    <name>Squint</name>
    <message>
        <source>Deal {number} — you deal</source>
        <translation>Jako {number} — sinä jaat</translation>
    </message>
    <message>
        <source>Deal {number} — dealer {name}</source>
        <translation>Jako {number} — jakaja {name}</translation>
    </message>
    <message>
        <source>Your face-up discard: {cards}</source>
        <translation>Heitit pois kuvapuoli ylöspäin: {cards}</translation>
    </message>
    <message>
        <source>Discarded face up by {name}: {cards}</source>
        <translation>{name} heitti pois kuvapuoli ylöspäin: {cards}</translation>
    </message>
    <message>
        <source>Last deal: {result}</source>
        <translation>Edellinen jako: {result}</translation>
    </message>
    <message>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <source>Bid cards: {items}</source>
        <translation>Tarjouskortit: {items}</translation>
    </message>
    <message>
        <source>Back in hand, maybe given away face down: {items}</source>
        <translation>Takaisin käteen, ehkä annettu eteenpäin kuvapuoli alaspäin: {items}</translation>
    </message>
    <message>
        <source>{name}: hand play {times}</source>
        <translation>{name}: käsipeli {times}</translation>
    </message>
    <message>
        <source>{name}: with the squint</source>
        <translation>{name}: lesken kanssa</translation>
    </message>
    <message>
        <source>{name}: hand play proposed</source>
        <translation>{name}: ehdotti käsipeliä</translation>
    </message>
    <message>
        <source>{name}: hand play accepted {times}</source>
        <translation>{name}: hyväksyi käsipelin {times}</translation>
    </message>
    <message>
        <source>From the squint: {cards}</source>
        <translation>Leskestä: {cards}</translation>
    </message>
    <message>
        <source>From {name}: {cards}</source>
        <translation>Pelaajalta {name}: {cards}</translation>
    </message>
    <message>
        <source>Your face-down discard: {cards}</source>
        <translation>Heitit pois kuvapuoli alaspäin: {cards}</translation>
    </message>
    <message>
        <source>To {name}: {cards}</source>
        <translation>Pelaajalle {name}: {cards}</translation>
    </message>
    <message>
        <source>Totals — game to {target}</source>
        <translation>Pisteet — peli {target} pisteeseen</translation>
    </message>
    <message numerus="yes">
        <source>Totals — game to {target} or %n deals</source>
        <translation>
            <numerusform>Pisteet — peli {target} pisteeseen tai %n jakoon</numerusform>
            <numerusform>Pisteet — peli {target} pisteeseen tai %n jakoon</numerusform>
        </translation>
    </message>
    <message>
        <source>Ace Solo made — {name}</source>
        <extracomment>A contract&apos;s result by its kind, whether it was made, and whether the viewer played it ({second} is the Duo partner).</extracomment>
        <translation>Ässäsoolo onnistui — {name}</translation>
    </message>
    <message>
        <source>Ace Solo lost — {name}</source>
        <translation>Ässäsoolo epäonnistui — {name}</translation>
    </message>
    <message>
        <source>Misère made — {name}</source>
        <translation>Misääri onnistui — {name}</translation>
    </message>
    <message>
        <source>Misère lost — {name}</source>
        <translation>Misääri epäonnistui — {name}</translation>
    </message>
    <message>
        <source>Grand Solo made — {name}</source>
        <translation>Suursoolo onnistui — {name}</translation>
    </message>
    <message>
        <source>Grand Solo lost — {name}</source>
        <translation>Suursoolo epäonnistui — {name}</translation>
    </message>
    <message>
        <source>Solo made — {name}</source>
        <translation>Soolo onnistui — {name}</translation>
    </message>
    <message>
        <source>Solo lost — {name}</source>
        <translation>Soolo epäonnistui — {name}</translation>
    </message>
    <message>
        <source>Duo made — {name} and {second}</source>
        <translation>Duo onnistui — {name} ja {second}</translation>
    </message>
    <message>
        <source>Duo lost — {name} and {second}</source>
        <translation>Duo epäonnistui — {name} ja {second}</translation>
    </message>
    <message>
        <source>You made the Ace Solo</source>
        <translation>Ässäsoolosi onnistui</translation>
    </message>
    <message>
        <source>You lost the Ace Solo</source>
        <translation>Ässäsoolosi epäonnistui</translation>
    </message>
    <message>
        <source>You made the Misère</source>
        <translation>Misäärisi onnistui</translation>
    </message>
    <message>
        <source>You lost the Misère</source>
        <translation>Misäärisi epäonnistui</translation>
    </message>
    <message>
        <source>You made the Grand Solo</source>
        <translation>Suursoolosi onnistui</translation>
    </message>
    <message>
        <source>You lost the Grand Solo</source>
        <translation>Suursoolosi epäonnistui</translation>
    </message>
    <message>
        <source>You made the Solo</source>
        <translation>Soolosi onnistui</translation>
    </message>
    <message>
        <source>You lost the Solo</source>
        <translation>Soolosi epäonnistui</translation>
    </message>
    <message>
        <source>You and {second} made the Duo</source>
        <translation>Sinä ja {second} onnistuitte duossa</translation>
    </message>
    <message>
        <source>You and {second} lost the Duo</source>
        <translation>Sinä ja {second} epäonnistuitte duossa</translation>
    </message>
    <message>
        <source>Nemo scored</source>
        <translation>Nemon pisteet laskettu</translation>
    </message>
    <message>
        <source>Deal {number} scored</source>
        <translation>Jaon {number} pisteet laskettu</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tikit</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>{name} (hand {times})</source>
        <translation>{name} (käsipeli {times})</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Voitit pelin!</translation>
    </message>
    <message>
        <source>Shared win: you and {names}!</source>
        <translation>Jaettu voitto: sinä ja {names}!</translation>
    </message>
    <message>
        <source>The winner: {name}!</source>
        <translation>Voittaja: {name}!</translation>
    </message>
    <message>
        <source>Shared win: {names}!</source>
        <translation>Jaettu voitto: {names}!</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>risti</translation>
    </message>
    <message>
        <source>Ace Solo</source>
        <translation>Ässäsoolo</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misääri</translation>
    </message>
    <message>
        <source>Grand Solo</source>
        <translation>Suursoolo</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Soolo</translation>
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
        <translation>Ässäsoolo: {name}, ilman valttia</translation>
    </message>
    <message>
        <source>Misère: {name}, no trump</source>
        <translation>Misääri: {name}, ilman valttia</translation>
    </message>
    <message>
        <source>Grand Solo: {name}, {suit} trump</source>
        <translation>Suursoolo: {name}, valttina {suit}</translation>
    </message>
    <message>
        <source>Solo: {name}, {suit} trump</source>
        <translation>Soolo: {name}, valttina {suit}</translation>
    </message>
    <message>
        <source>Duo: {name} and {second}, {suit} trump</source>
        <translation>Duo: {name} ja {second}, valttina {suit}</translation>
    </message>
    <message>
        <source>Nemo: {suit} are penalty</source>
        <translation>Nemo: {suit} on kielletty maa</translation>
    </message>
    <message>
        <source>Four bids in {suit}, one odd: {name} to choose Nemo or a Solo</source>
        <translation>Tarjouksissa neljä kertaa {suit} ja yksi muu maa: {name} valitsee nemon tai soolon</translation>
    </message>
    <message>
        <source>Ace Solo: you, no trump</source>
        <translation>Ässäsoolo: sinä, ilman valttia</translation>
    </message>
    <message>
        <source>Misère: you, no trump</source>
        <translation>Misääri: sinä, ilman valttia</translation>
    </message>
    <message>
        <source>Grand Solo: you, {suit} trump</source>
        <translation>Suursoolo: sinä, valttina {suit}</translation>
    </message>
    <message>
        <source>Solo: you, {suit} trump</source>
        <translation>Soolo: sinä, valttina {suit}</translation>
    </message>
    <message>
        <source>Duo: you and {second}, {suit} trump</source>
        <translation>Duo: sinä ja {second}, valttina {suit}</translation>
    </message>
    <message>
        <source>Four bids in {suit}, one odd: you choose Nemo or a Solo</source>
        <translation>Tarjouksissa neljä kertaa {suit} ja yksi muu maa: sinä valitset nemon tai soolon</translation>
    </message>
    <message>
        <source>Ace Solo: {name}</source>
        <translation>Ässäsoolo: {name}</translation>
    </message>
    <message>
        <source>Misère: {name}</source>
        <translation>Misääri: {name}</translation>
    </message>
    <message>
        <source>Ace Solo: you</source>
        <translation>Ässäsoolo: sinä</translation>
    </message>
    <message>
        <source>Misère: you</source>
        <translation>Misääri: sinä</translation>
    </message>
    <message>
        <source>All played at once, no trump</source>
        <translation>Pelataan yhtä aikaa, ilman valttia</translation>
    </message>
    <message>
        <source>Penalty suit: {suit}</source>
        <translation>Kielletty maa: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Valtti: {suit}</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Ei valttia</translation>
    </message>
    <message>
        <source>{card}: Ace Solo, six tricks alone at no trump</source>
        <translation>{card}: ässäsoolo, yksin kuusi tikkiä ilman valttia</translation>
    </message>
    <message>
        <source>{card}: Misère, no tricks at all, no trump</source>
        <translation>{card}: misääri, ei ainuttakaan tikkiä, ilman valttia</translation>
    </message>
    <message>
        <source>{card}: Grand Solo, six tricks alone with {suit} trump</source>
        <translation>{card}: suursoolo, yksin kuusi tikkiä, valttina {suit}</translation>
    </message>
    <message>
        <source>{card}: a wish for {suit} as trump</source>
        <translation>{card}: toive, että valttina on {suit}</translation>
    </message>
    <message>
        <source>Hand!</source>
        <translation>Käsipeli!</translation>
    </message>
    <message>
        <source>Squint!</source>
        <translation>Leski!</translation>
    </message>
    <message>
        <source>Hand?</source>
        <translation>Käsipeli?</translation>
    </message>
    <message>
        <source>Hand, agreed!</source>
        <translation>Käsipeli, sovittu!</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Etukäsi</translation>
    </message>
    <message>
        <source>Hand {times}</source>
        <translation>Käsipeli {times}</translation>
    </message>
    <message>
        <source>bid card laid</source>
        <translation>tarjouskortti valittu</translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation>
            <numerusform>%n tikki</numerusform>
            <numerusform>%n tikkiä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tricks, {clean} clean</source>
        <translation>
            <numerusform>%n tikki, puhtaita {clean}</numerusform>
            <numerusform>%n tikkiä, puhtaita {clean}</numerusform>
        </translation>
    </message>
    <message>
        <source>Squint</source>
        <translation>Leski</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Pois pelistä</translation>
    </message>
    <message>
        <source>Lay bid card</source>
        <translation>Aseta tarjouskortti</translation>
    </message>
    <message>
        <source>Play hand {times}</source>
        <extracomment>The button of each declaration the Duo&apos;s partners make.</extracomment>
        <translation>Pelaa käsipeli {times}</translation>
    </message>
    <message>
        <source>Take the squint</source>
        <translation>Ota leski</translation>
    </message>
    <message>
        <source>Propose hand play {times}</source>
        <translation>Ehdota käsipeliä {times}</translation>
    </message>
    <message>
        <source>Accept hand play {times}</source>
        <translation>Hyväksy käsipeli {times}</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Pidä {card}</translation>
    </message>
    <message>
        <source>Solo {suit}</source>
        <translation>Soolo {suit}</translation>
    </message>
    <message>
        <source>Discard face up</source>
        <translation>Heitä pois kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Heitä pois</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Anna pelaajalle {name}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Show the picked card as your bid; all five are turned up together</source>
        <translation>Näytä valittu kortti tarjouksenasi; kaikki viisi käännetään yhtä aikaa</translation>
    </message>
    <message>
        <source>Play without the squint: the deal&apos;s points count double</source>
        <extracomment>What each declaration does, said in its button&apos;s tooltip.</extracomment>
        <translation>Pelaa ilman leskeä: jaon pisteet lasketaan kaksinkertaisina</translation>
    </message>
    <message>
        <source>Play with the squint: its cards come into play</source>
        <translation>Pelaa lesken kanssa: sen kortit tulevat peliin</translation>
    </message>
    <message>
        <source>Ask your partner to play without the squint, for double points</source>
        <translation>Pyydä pariasi pelaamaan ilman leskeä kaksinkertaisin pistein</translation>
    </message>
    <message>
        <source>Play without the squint with your partner: the deal&apos;s points count double</source>
        <translation>Pelaa parisi kanssa ilman leskeä: jaon pisteet lasketaan kaksinkertaisina</translation>
    </message>
    <message>
        <source>Keep {card} of the squint; your partner gets the other</source>
        <translation>Pidä lesken kortti {card}; parisi saa toisen</translation>
    </message>
    <message>
        <source>Play Nemo, everybody alone: the suit of the four bid cards is the penalty suit</source>
        <translation>Pelaa nemo, jokainen yksin: neljän tarjouskortin maa on kielletty maa</translation>
    </message>
    <message>
        <source>Play a Solo yourself with {suit} as trump</source>
        <translation>Pelaa itse soolo, valttina {suit}</translation>
    </message>
    <message>
        <source>Put the picked cards out of play face up, for all to see</source>
        <translation>Pane valitut kortit pois pelistä kuvapuoli ylöspäin kaikkien nähtäviksi</translation>
    </message>
    <message>
        <source>Put the picked cards out of play face down</source>
        <translation>Pane valitut kortit pois pelistä kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Pass the picked cards face down to {name}</source>
        <translation>Anna valitut kortit kuvapuoli alaspäin pelaajalle {name}</translation>
    </message>
    <message>
        <source>Play the picked card to the trick</source>
        <translation>Pelaa valittu kortti tikkiin</translation>
    </message>
    <message>
        <source>Pick your bid card; it stays in your hand</source>
        <translation>Valitse tarjouskorttisi; se jää käteesi</translation>
    </message>
    <message>
        <source>Your bid card: {card}. Waiting for {names}</source>
        <translation>Tarjouskorttisi: {card}. Odotetaan: {names}</translation>
    </message>
    <message>
        <source>you</source>
        <comment>in a list of players the table waits for</comment>
        <translation>sinä</translation>
    </message>
    <message>
        <source>Waiting for bid cards from {names}</source>
        <translation>Odotetaan tarjouskortteja: {names}</translation>
    </message>
    <message>
        <source>Choose Nemo ({suit} penalty), or a Solo and its trump</source>
        <translation>Valitse nemo (kielletty maa {suit}) tai soolo ja sen valtti</translation>
    </message>
    <message>
        <source>You choose Nemo or a Solo</source>
        <translation>Valitset nemon tai soolon</translation>
    </message>
    <message>
        <source>{name} chooses Nemo or a Solo</source>
        <translation>{name} valitsee nemon tai soolon</translation>
    </message>
    <message>
        <source>Play hand for double points, or take the squint?</source>
        <translation>Pelaatko käsipelin kaksinkertaisin pistein vai otatko lesken?</translation>
    </message>
    <message>
        <source>Duo with {name}: take the squint, or propose hand play?</source>
        <translation>Duo, parina {name}: otatko lesken vai ehdotatko käsipeliä?</translation>
    </message>
    <message>
        <source>{name} proposed hand play: accept, or take the squint?</source>
        <translation>{name} ehdotti käsipeliä: hyväksytkö vai otatko lesken?</translation>
    </message>
    <message>
        <source>The squint: keep one card, your partner gets the other</source>
        <translation>Leski: pidä yksi kortti, parisi saa toisen</translation>
    </message>
    <message>
        <source>Discard a card face down</source>
        <translation>Heitä pois yksi kortti kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>Discard {count} cards face down ({chosen}/{count} chosen)</source>
        <translation>Heitä pois {count} korttia kuvapuoli alaspäin ({chosen}/{count} valittu)</translation>
    </message>
    <message>
        <source>Discard {count} cards face up for all to see ({chosen}/{count})</source>
        <translation>Heitä pois {count} korttia kuvapuoli ylöspäin kaikkien nähtäväksi ({chosen}/{count})</translation>
    </message>
    <message>
        <source>Pass {count} cards face down to {name} ({chosen}/{count} chosen)</source>
        <translation>Anna {count} korttia kuvapuoli alaspäin pelaajalle {name} ({chosen}/{count} valittu)</translation>
    </message>
    <message>
        <source>Your lead: play any card</source>
        <translation>Sinun aloituksesi: pelaa mikä tahansa kortti</translation>
    </message>
    <message>
        <source>Your turn: play a card (you must follow {suit})</source>
        <translation>Sinun vuorosi: pelaa kortti (tunnusta maata {suit})</translation>
    </message>
    <message>
        <source>Your turn: no {suit}, play any card</source>
        <translation>Sinun vuorosi: ei maata {suit}, pelaa mikä tahansa kortti</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} miettii…</translation>
    </message>
    <message>
        <source>You decide about the squint</source>
        <translation>Päätät leskestä</translation>
    </message>
    <message>
        <source>{name} decides about the squint</source>
        <translation>{name} päättää leskestä</translation>
    </message>
    <message>
        <source>You choose cards to give</source>
        <translation>Valitset annettavia kortteja</translation>
    </message>
    <message>
        <source>{name} chooses cards to give</source>
        <translation>{name} valitsee annettavia kortteja</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Sinun vuorosi pelata</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} pelaa</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Jaetaan…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Peli on päättynyt</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next deal.</source>
        <translation>Napsauta pöytää tai paina Enter, niin seuraava jako alkaa.</translation>
    </message>
    <message>
        <source>This deal</source>
        <extracomment>No corner is narrower than this, however little room the table leaves.</extracomment>
        <translation>Tämä jako</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tilanne</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>This game is not counted: the statistics file is from a newer version of the program.</source>
        <translation>Tätä peliä ei lasketa: tilastotiedosto on ohjelman uudemmasta versiosta.</translation>
    </message>
    <message>
        <source>This game is not counted in the statistics: {reason}.</source>
        <translation>Tätä peliä ei lasketa tilastoihin: {reason}.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Tietokone ({level})</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Voitto-osuus</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Putki</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Pisin voittoputki</translation>
    </message>
    <message>
        <source>Ledger per deal</source>
        <translation>Pääkirjaan jakoa kohden</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Pisteitä jakoa kohden</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Käsi keskimäärin</translation>
    </message>
    <message>
        <source>Average crib</source>
        <translation>Crib keskimäärin</translation>
    </message>
    <message>
        <source>Average pegging</source>
        <translation>Pelivaihe keskimäärin</translation>
    </message>
    <message>
        <source>{game}: players</source>
        <translation>{game}: pelaajat</translation>
    </message>
    <message>
        <source>Games, wins, streaks and points per deal of each person and computer level</source>
        <translation>Kunkin henkilön ja tietokonetason pelit, voitot, putket ja pisteet jakoa kohden</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ei vielä päättyneitä pelejä.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Sitoumus</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Pelattu</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Kotipelejä</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Koputettu</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <source>{game}: contracts</source>
        <translation>{game}: sitoumukset</translation>
    </message>
    <message>
        <source>Each contract a player played: how often, how often made, points</source>
        <translation>Kunkin pelaajan sitoumukset: kuinka monta kertaa, montako onnistui, pisteet</translation>
    </message>
    <message>
        <source>Points in the last games</source>
        <translation>Pisteet viimeisissä peleissä</translation>
    </message>
    <message>
        <source>The share of games each player won, as bars</source>
        <translation>Kunkin pelaajan voittamien pelien osuus pylväinä</translation>
    </message>
    <message>
        <source>Each player&apos;s points per deal in the last games, as lines</source>
        <translation>Kunkin pelaajan pisteet jakoa kohden viime peleissä viivoina</translation>
    </message>
    <message>
        <source>Reset the {game} statistics of traditional scoring…</source>
        <translation>Nollaa perinteisen pisteenlaskun {game}-tilastot…</translation>
    </message>
    <message>
        <source>Reset the {game} statistics…</source>
        <translation>Nollaa {game}-tilastot…</translation>
    </message>
    <message>
        <source>Forget every game of this page, once you confirm</source>
        <translation>Poista tämän sivun kaikki pelit vahvistuksen jälkeen</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n voitettu</numerusform>
            <numerusform>%n voitettua</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n hävitty</numerusform>
            <numerusform>%n hävittyä</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget every {game} game of traditional scoring in the statistics? This cannot be undone.</source>
        <translation>Poistetaanko tilastoista kaikki perinteisen pisteenlaskun {game}-pelit? Tätä ei voi perua.</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Nollaa tilastot</translation>
    </message>
    <message>
        <source>Forget every {game} game in the statistics? This cannot be undone.</source>
        <translation>Poistetaanko tilastoista kaikki {game}-pelit? Tätä ei voi perua.</translation>
    </message>
    <message>
        <source>{game}, traditional scoring</source>
        <translation>{game}, perinteinen pisteenlasku</translation>
    </message>
    <message>
        <source>Forget these statistics for good</source>
        <translation>Poista nämä tilastot lopullisesti</translation>
    </message>
    <message>
        <source>Keep the statistics as they are</source>
        <translation>Pidä tilastot ennallaan</translation>
    </message>
    <message>
        <source>Cannot reset the statistics</source>
        <translation>Tilastoja ei voi nollata</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>Games, wins and points of each person and computer level, per game</source>
        <translation>Kunkin henkilön ja tietokonetason pelit, voitot ja pisteet pelilajeittain</translation>
    </message>
    <message>
        <source>The {game} figures of traditional scoring</source>
        <translation>Perinteisen pisteenlaskun {game}-pelien luvut</translation>
    </message>
    <message>
        <source>The {game} figures</source>
        <translation>Pelin {game} luvut</translation>
    </message>
    <message>
        <source>The statistics file is from a newer version of the program: it is shown but not changed.</source>
        <translation>Tilastotiedosto on ohjelman uudemmasta versiosta: se näytetään, mutta sitä ei muuteta.</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>Play {card}.</source>
        <translation>Pelaa {card}.</translation>
    </message>
    <message>
        <source>Put {cards} in the crib.</source>
        <translation>Laita {cards} cribiin.</translation>
    </message>
    <message numerus="yes">
        <source>Claim %n points.</source>
        <translation>
            <numerusform>Ilmoita %n piste.</numerusform>
            <numerusform>Ilmoita %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say go.</source>
        <translation>Sano ohi.</translation>
    </message>
    <message>
        <source>Call muggins.</source>
        <translation>Huuda muggins.</translation>
    </message>
    <message>
        <source>Let the missed points go.</source>
        <translation>Jätä laskematta jääneet pisteet sikseen.</translation>
    </message>
    <message>
        <source>Bid {bid}.</source>
        <translation>Maalaa {bid}.</translation>
    </message>
    <message>
        <source>Give {cards}.</source>
        <translation>Anna {cards}.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passaa.</translation>
    </message>
    <message>
        <source>Knock.</source>
        <translation>Koputa.</translation>
    </message>
    <message>
        <source>Re-knock.</source>
        <translation>Vastakoputa.</translation>
    </message>
    <message>
        <source>Put {cards} out of play face down.</source>
        <translation>Heitä {cards} pois kuvapuoli alaspäin.</translation>
    </message>
    <message>
        <source>Pass {cards} face down to the next player.</source>
        <translation>Anna {cards} kuvapuoli alaspäin seuraavalle pelaajalle.</translation>
    </message>
    <message>
        <source>Put {cards} out of play face up.</source>
        <translation>Heitä {cards} pois kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <source>Lay {card} as your bid card.</source>
        <translation>Aseta {card} tarjouskortiksesi.</translation>
    </message>
    <message>
        <source>Choose a Solo with {suit} as trump.</source>
        <translation>Valitse soolo, valttina {suit}.</translation>
    </message>
    <message>
        <source>Keep {card}.</source>
        <translation>Pidä {card}.</translation>
    </message>
    <message>
        <source>Choose Nemo.</source>
        <translation>Valitse nemo.</translation>
    </message>
    <message>
        <source>Play hand, without the squint.</source>
        <translation>Pelaa käsipeli ilman leskeä.</translation>
    </message>
    <message>
        <source>Take the squint.</source>
        <translation>Ota leski.</translation>
    </message>
    <message>
        <source>Propose hand play.</source>
        <translation>Ehdota käsipeliä.</translation>
    </message>
    <message>
        <source>Accept hand play.</source>
        <translation>Hyväksy käsipeli.</translation>
    </message>
</context>
<context>
    <name>TurnUp</name>
    <message>
        <source>Your turn, player in seat {n}</source>
        <translation>Sinun vuorosi, paikan {n} pelaaja</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Sinun vuorosi, {name}</translation>
    </message>
    <message>
        <source>Turn up my cards</source>
        <translation>Käännä korttini esiin</translation>
    </message>
    <message>
        <source>Click, or press Space or Enter</source>
        <translation>Napsauta tai paina välilyöntiä tai Enteriä</translation>
    </message>
    <message>
        <source>Your cards lie face down: press Space or Enter to turn them up.</source>
        <translation>Korttisi ovat kuvapuoli alaspäin: käännä ne esiin painamalla välilyöntiä tai Enteriä.</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>&amp;Next tip</source>
        <extracomment>Rule options that keep a walkthrough short: a game to 61, one practice deal. The learner&apos;s seat; every other seat is a computer player at the normal level. Cards in the walkthrough panel, in logical pixels. Room for a whole tip of a few short paragraphs without scrolling at the usual width.</extracomment>
        <translation>&amp;Seuraava vinkki</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
    </message>
    <message>
        <source>First game: {game}</source>
        <translation>Ensimmäinen peli: {game}</translation>
    </message>
    <message>
        <source>The suggested move is highlighted.</source>
        <translation>Ehdotettu siirto on korostettu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggested move:&lt;/b&gt; {move}</source>
        <translation>&lt;b&gt;Ehdotettu siirto:&lt;/b&gt; {move}</translation>
    </message>
    <message>
        <source>The walkthrough text cannot be found.</source>
        <translation>Opastuksen tekstiä ei löydy.</translation>
    </message>
    <message>
        <source>Coming up after this step:</source>
        <translation>Tätä vaihetta seuraa:</translation>
    </message>
</context>
</TS>

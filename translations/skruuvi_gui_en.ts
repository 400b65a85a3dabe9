<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>Deal {deal}: {name} pegged %n points with {card}; {better} would have pegged {better_points}.</source>
        <translation>
            <numerusform>Deal {deal}: {name} pegged %n point with {card}; {better} would have pegged {better_points}.</numerusform>
            <numerusform>Deal {deal}: {name} pegged %n points with {card}; {better} would have pegged {better_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open, in every trick: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Cards weighed with every hand open, in every trick: %n; each card below cost tricks against the best play.</numerusform>
            <numerusform>Cards weighed with every hand open, in every trick: %n; each card below cost tricks against the best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below cost tricks against the best play.</source>
        <translation>
            <numerusform>Cards weighed with every hand open in the last tricks: %n; each card below cost tricks against the best play.</numerusform>
            <numerusform>Cards weighed with every hand open in the last tricks: %n; each card below cost tricks against the best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more tricks; {best} would have taken {best_tricks}.</source>
        <translation>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more trick; {best} would have taken {best_tricks}.</numerusform>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more tricks; {best} would have taken {best_tricks}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards weighed with every hand open in the last tricks: %n; each card below gave away points against the best play.</source>
        <translation>
            <numerusform>Card weighed with every hand open in the last tricks: %n; each card below gave away points against the best play.</numerusform>
            <numerusform>Cards weighed with every hand open in the last tricks: %n; each card below gave away points against the best play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards too many to weigh exactly: %n.</source>
        <translation>
            <numerusform>Card too many to weigh exactly: %n.</numerusform>
            <numerusform>Cards too many to weigh exactly: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them %n point; {best} would have brought {best_points}.</numerusform>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them %n points; {best} would have brought {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them %n points; {best} would have brought {best_points}.</source>
        <translation>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them %n point; {best} would have brought {best_points}.</numerusform>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them %n points; {best} would have brought {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored %n point; {best} would have held them to {best_points}.</numerusform>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored %n points; {best} would have held them to {best_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost %n points; {best} would have held them to {best_points}.</source>
        <translation>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost %n point; {best} would have held them to {best_points}.</numerusform>
            <numerusform>Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost %n points; {best} would have held them to {best_points}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cribbage</name>
    <message numerus="yes">
        <source>The cards are not worth %n. Count again.</source>
        <translation>
            <numerusform>The cards are not worth %n. Count again.</numerusform>
            <numerusform>The cards are not worth %n. Count again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n. Call muggins?</source>
        <translation>
            <numerusform>{name} claims %n. Call muggins?</numerusform>
            <numerusform>{name} claims %n. Call muggins?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Games {games}: the first to win %n games wins the match</source>
        <translation>
            <numerusform>Games {games}: the first to win %n game wins the match</numerusform>
            <numerusform>Games {games}: the first to win %n games wins the match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claim %n</source>
        <translation>
            <numerusform>You claim %n</numerusform>
            <numerusform>You claim %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} claims %n</source>
        <translation>
            <numerusform>{name} claims %n</numerusform>
            <numerusform>{name} claims %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! You take %n</source>
        <translation>
            <numerusform>Muggins! You take %n</numerusform>
            <numerusform>Muggins! You take %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Muggins! {name} takes %n</source>
        <translation>
            <numerusform>Muggins! {name} takes %n</numerusform>
            <numerusform>Muggins! {name} takes %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message numerus="yes">
        <source>…and %n earlier events</source>
        <translation>
            <numerusform>…and %n earlier event</numerusform>
            <numerusform>…and %n earlier events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message numerus="yes">
        <source>{card} pegs %n points.</source>
        <translation>
            <numerusform>{card} pegs %n point.</numerusform>
            <numerusform>{card} pegs %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The book&apos;s row for an even hand with at most two aces fits: you hold %n points.</source>
        <translation>
            <numerusform>The book&apos;s row for an even hand with at most two aces fits: you hold %n point.</numerusform>
            <numerusform>The book&apos;s row for an even hand with at most two aces fits: you hold %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, but your hand holds only about {about} of the %n tricks the defence needs, and a knock wants half of them.</source>
        <translation>
            <numerusform>The forecast expects {expected} for the declarers, but your hand holds only about {about} of the %n trick the defence needs, and a knock wants half of it.</numerusform>
            <numerusform>The forecast expects {expected} for the declarers, but your hand holds only about {about} of the %n tricks the defence needs, and a knock wants half of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The forecast expects {expected} for the declarers, and your hand holds about {about} of the %n tricks the defence needs.</source>
        <translation>
            <numerusform>The forecast expects {expected} for the declarers, and your hand holds about {about} of the %n trick the defence needs.</numerusform>
            <numerusform>The forecast expects {expected} for the declarers, and your hand holds about {about} of the %n tricks the defence needs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deals</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to win %n games</source>
        <translation>
            <numerusform>First to win %n game</numerusform>
            <numerusform>First to win %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Skruuvi</name>
    <message numerus="yes">
        <source>Your {contract}: down %n</source>
        <translation>
            <numerusform>Your {contract}: down %n</numerusform>
            <numerusform>Your {contract}: down %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{contract} down %n — {name}</source>
        <translation>
            <numerusform>{contract} down %n — {name}</numerusform>
            <numerusform>{contract} down %n — {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkruuviBids</name>
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
    <message numerus="yes">
        <source>{bid}: your side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: your side takes at most %n trick</numerusform>
            <numerusform>{bid}: your side takes at most %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at most %n tricks</source>
        <translation>
            <numerusform>{bid}: the bidding side takes at most %n trick</numerusform>
            <numerusform>{bid}: the bidding side takes at most %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: your side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: your side takes at least %n trick</numerusform>
            <numerusform>{bid}: your side takes at least %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{bid}: the bidding side takes at least %n tricks</source>
        <translation>
            <numerusform>{bid}: the bidding side takes at least %n trick</numerusform>
            <numerusform>{bid}: the bidding side takes at least %n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenPile</name>
    <message numerus="yes">
        <source>Your hand: %n cards, face down</source>
        <translation>
            <numerusform>Your hand: %n card, face down</numerusform>
            <numerusform>Your hand: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards, face down</source>
        <translation>
            <numerusform>{name}&apos;s hand: %n card, face down</numerusform>
            <numerusform>{name}&apos;s hand: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n cards</source>
        <translation>
            <numerusform>Your hand: %n card</numerusform>
            <numerusform>Your hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>{name}&apos;s hand: %n card</numerusform>
            <numerusform>{name}&apos;s hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your tricks: %n</source>
        <translation>
            <numerusform>Your tricks: %n</numerusform>
            <numerusform>Your tricks: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tricks: %n</source>
        <translation>
            <numerusform>{name}&apos;s tricks: %n</numerusform>
            <numerusform>{name}&apos;s tricks: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your side&apos;s tricks: %n</source>
        <translation>
            <numerusform>Your side&apos;s tricks: %n</numerusform>
            <numerusform>Your side&apos;s tricks: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tricks of {name}: %n</source>
        <translation>
            <numerusform>Tricks of {name}: %n</numerusform>
            <numerusform>Tricks of {name}: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick in play: %n cards</source>
        <translation>
            <numerusform>Trick in play: %n card</numerusform>
            <numerusform>Trick in play: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pack: %n cards</source>
        <translation>
            <numerusform>Pack: %n card</numerusform>
            <numerusform>Pack: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Crib, yours, %n cards</source>
        <translation>
            <numerusform>Crib, yours, %n card</numerusform>
            <numerusform>Crib, yours, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Crib, {name}&apos;s, %n cards</source>
        <translation>
            <numerusform>Crib, {name}&apos;s, %n card</numerusform>
            <numerusform>Crib, {name}&apos;s, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards in this series: %n</source>
        <translation>
            <numerusform>Your cards in this series: %n</numerusform>
            <numerusform>Your cards in this series: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards in this series: %n</source>
        <translation>
            <numerusform>{name}&apos;s cards in this series: %n</numerusform>
            <numerusform>{name}&apos;s cards in this series: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>Your cards from earlier series: %n, face down</numerusform>
            <numerusform>Your cards from earlier series: %n, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s cards from earlier series: %n, face down</source>
        <translation>
            <numerusform>{name}&apos;s cards from earlier series: %n, face down</numerusform>
            <numerusform>{name}&apos;s cards from earlier series: %n, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n, face down</source>
        <translation>
            <numerusform>Centre cards: %n, face down</numerusform>
            <numerusform>Centre cards: %n, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre cards: %n</source>
        <translation>
            <numerusform>Centre cards: %n</numerusform>
            <numerusform>Centre cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards, face down</source>
        <translation>
            <numerusform>Squint: %n card, face down</numerusform>
            <numerusform>Squint: %n cards, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squint: %n cards</source>
        <translation>
            <numerusform>Squint: %n card</numerusform>
            <numerusform>Squint: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n cards</source>
        <translation>
            <numerusform>Out of play: %n card</numerusform>
            <numerusform>Out of play: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Squint</name>
    <message numerus="yes">
        <source>Totals — game to {target} or %n deals</source>
        <translation>
            <numerusform>Totals — game to {target} or %n deal</numerusform>
            <numerusform>Totals — game to {target} or %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tricks, {clean} clean</source>
        <translation>
            <numerusform>%n trick, {clean} clean</numerusform>
            <numerusform>%n tricks, {clean} clean</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message numerus="yes">
        <source>Claim %n points.</source>
        <translation>
            <numerusform>Claim %n point.</numerusform>
            <numerusform>Claim %n points.</numerusform>
        </translation>
    </message>
</context>
</TS>

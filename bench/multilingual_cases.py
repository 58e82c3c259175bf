"""Facts a user tells the chat and the questions that need them, in seven languages (issue #30).

52 facts, each written in English, German, Portuguese, Spanish, French, Italian and Dutch with a
question that asks for it in other words (364 pairs). Written for this bench before any
embedder was measured on it, from what people tell a chat about themselves; the facts come in
look-alike groups (a dog, a cat allergy, the parents' cat; the sister, the brother, the
grandmother; the son's allergy, the son's school, the daughter's lessons; coffee and tea; ...)
so that each question has distractors on its own topic. bench/multilingual.py splits them by a
hash of (id, language) before anything is chosen on them.
"""

from __future__ import annotations

IDS = """sister_city brother_job dog_name cat_allergy son_peanuts no_meat mother_birthday
wedding car cycling guitar daughter_piano marathon knee coffee evening_tea employer boss moving
balcony book horror_films japanese iceland_trip fear_of_flying bedtime early_run grandmother
football shoe_size blood_type thyroid dentist noisy_neighbour fourth_floor lasagne husband_cooks
children son_school architecture broken_phone bird_photos food_bank green music_at_work sugar
friend_birthday car_insurance cannot_swim lactose parents_cat rent""".split()

# One line per fact, in IDS order: "fact | question".
TEXT = {
    "en": """My sister lives in Hamburg. | Where does my sister live?
My brother works as a nurse in Munich. | What is my brother's job?
Our dog is called Bruno. | What's the name of our dog?
I am allergic to cats. | Which animal am I allergic to?
My son cannot eat peanuts. | Which food is dangerous for my son?
I stopped eating meat two years ago. | Do I still eat meat?
My mother's birthday is on 12 March. | When is my mum's birthday?
We got married in Lisbon in 2019. | Where was our wedding?
I drive an old blue Volkswagen. | What car do I have?
I cycle to the office every day. | How do I get to work?
I have been learning the guitar since spring. | Which instrument am I learning to play?
My daughter takes piano lessons on Tuesdays. | When does my daughter have her music lesson?
I am training for the Berlin marathon in September. | What race am I preparing for?
I hurt my left knee while skiing. | What happened to my knee?
I drink my coffee black without sugar. | How do I take my coffee?
In the evening I only drink herbal tea. | What do I drink at night?
I work as a software developer at a bank. | Where do I work?
My manager is called Sofia. | What's my boss's name?
We are moving to a bigger flat in June. | When are we moving house?
I grow tomatoes and basil on the balcony. | What plants do I grow?
My favourite book is One Hundred Years of Solitude. | Which novel do I like most?
I don't like horror films. | What kind of movies do I dislike?
I am learning Japanese for a trip next year. | Which language am I studying?
Next summer we are travelling to Iceland. | Where are we going on holiday?
I am afraid of flying. | What am I scared of?
I usually go to bed at eleven. | What time do I go to sleep?
I get up at six to go running. | Why do I get up so early?
My grandmother is 94 and still lives on her own. | How old is my grandma?
I support Benfica. | Which football club am I a fan of?
My shoe size is 43. | What size shoes do I wear?
My blood type is A negative. | What is my blood group?
I take thyroid medication every morning. | What medicine do I take daily?
I have a dentist appointment next Thursday. | When do I see the dentist?
Our neighbour Paulo plays the drums at night. | Who makes noise at night?
We live on the fourth floor and there is no lift. | Which floor is our flat on?
My favourite dish is lasagne. | What do I like to eat most?
My husband does all the cooking at home. | Who cooks in our house?
We have two daughters and a son. | How many children do we have?
My son starts secondary school in the autumn. | When does my son change schools?
I studied architecture in Porto. | What did I study at university?
I cracked my phone screen last week. | What happened to my mobile?
At weekends I photograph birds at the lake. | What is my weekend hobby?
I volunteer at the food bank on Saturdays. | Where do I help out on Saturdays?
My favourite colour is green. | Which colour do I like best?
I listen to jazz while I work. | What music do I put on when working?
I am trying to eat less sugar. | What am I cutting down on?
My best friend Ana turns forty in May. | Whose birthday is coming up in May?
Our car insurance renews in January. | When is the car insurance due?
I can't swim. | Do I know how to swim?
I am lactose intolerant. | Can I drink milk?
My parents have a cat called Mimi. | What pet do my parents have?
Our rent is 900 euros a month. | How much rent do we pay?""",
    "de": """Meine Schwester wohnt in Hamburg. | Wo lebt meine Schwester?
Mein Bruder arbeitet als Krankenpfleger in München. | Was ist mein Bruder von Beruf?
Unser Hund heißt Bruno. | Wie heißt unser Hund?
Ich bin allergisch gegen Katzen. | Gegen welches Tier bin ich allergisch?
Mein Sohn darf keine Erdnüsse essen. | Welches Lebensmittel ist für meinen Sohn gefährlich?
Ich esse seit zwei Jahren kein Fleisch mehr. | Esse ich noch Fleisch?
Meine Mutter hat am 12. März Geburtstag. | Wann hat meine Mama Geburtstag?
Wir haben 2019 in Lissabon geheiratet. | Wo war unsere Hochzeit?
Ich fahre einen alten blauen Volkswagen. | Was für ein Auto habe ich?
Ich fahre jeden Tag mit dem Rad ins Büro. | Wie komme ich zur Arbeit?
Seit dem Frühling lerne ich Gitarre. | Welches Instrument lerne ich spielen?
Meine Tochter hat dienstags Klavierunterricht. | Wann hat meine Tochter Musikstunde?
Ich trainiere für den Berlin-Marathon im September. | Auf welchen Lauf bereite ich mich vor?
Ich habe mir beim Skifahren das linke Knie verletzt. | Was ist mit meinem Knie passiert?
Ich trinke meinen Kaffee schwarz ohne Zucker. | Wie trinke ich meinen Kaffee?
Abends trinke ich nur Kräutertee. | Was trinke ich am Abend?
Ich arbeite als Softwareentwickler bei einer Bank. | Wo arbeite ich?
Meine Chefin heißt Sofia. | Wie heißt meine Vorgesetzte?
Im Juni ziehen wir in eine größere Wohnung. | Wann ziehen wir um?
Auf dem Balkon ziehe ich Tomaten und Basilikum. | Welche Pflanzen baue ich an?
Mein Lieblingsbuch ist Hundert Jahre Einsamkeit. | Welchen Roman mag ich am liebsten?
Ich mag keine Horrorfilme. | Welche Art von Filmen mag ich nicht?
Ich lerne Japanisch für eine Reise nächstes Jahr. | Welche Sprache lerne ich gerade?
Nächsten Sommer reisen wir nach Island. | Wohin fahren wir in den Urlaub?
Ich habe Flugangst. | Wovor habe ich Angst?
Ich gehe normalerweise um elf ins Bett. | Wann gehe ich schlafen?
Ich stehe um sechs auf, um joggen zu gehen. | Warum stehe ich so früh auf?
Meine Großmutter ist 94 und lebt noch allein. | Wie alt ist meine Oma?
Ich bin Fan von Benfica. | Welchen Fußballverein unterstütze ich?
Ich habe Schuhgröße 43. | Welche Schuhgröße trage ich?
Meine Blutgruppe ist A negativ. | Welche Blutgruppe habe ich?
Ich nehme jeden Morgen Schilddrüsentabletten. | Welches Medikament nehme ich täglich?
Nächsten Donnerstag habe ich einen Termin beim Zahnarzt. | Wann gehe ich zum Zahnarzt?
Unser Nachbar Paulo spielt nachts Schlagzeug. | Wer macht nachts Lärm?
Wir wohnen im vierten Stock ohne Aufzug. | In welchem Stockwerk liegt unsere Wohnung?
Mein Lieblingsgericht ist Lasagne. | Was esse ich am liebsten?
Bei uns zu Hause kocht nur mein Mann. | Wer kocht bei uns?
Wir haben zwei Töchter und einen Sohn. | Wie viele Kinder haben wir?
Mein Sohn kommt im Herbst aufs Gymnasium. | Wann wechselt mein Sohn die Schule?
Ich habe in Porto Architektur studiert. | Was habe ich an der Uni studiert?
Letzte Woche ist mein Handydisplay gesprungen. | Was ist mit meinem Telefon passiert?
Am Wochenende fotografiere ich Vögel am See. | Was ist mein Hobby am Wochenende?
Samstags helfe ich ehrenamtlich bei der Tafel. | Wo helfe ich samstags mit?
Meine Lieblingsfarbe ist Grün. | Welche Farbe mag ich am meisten?
Beim Arbeiten höre ich Jazz. | Welche Musik läuft bei mir während der Arbeit?
Ich versuche, weniger Zucker zu essen. | Wovon will ich weniger essen?
Meine beste Freundin Ana wird im Mai vierzig. | Wer hat im Mai Geburtstag?
Unsere Autoversicherung verlängert sich im Januar. | Wann ist die Kfz-Versicherung fällig?
Ich kann nicht schwimmen. | Kann ich schwimmen?
Ich habe eine Laktoseintoleranz. | Darf ich Milch trinken?
Meine Eltern haben eine Katze namens Mimi. | Welches Haustier haben meine Eltern?
Unsere Miete beträgt 900 Euro im Monat. | Wie viel Miete zahlen wir?""",
    "pt": """A minha irmã mora em Hamburgo. | Onde vive a minha irmã?
O meu irmão trabalha como enfermeiro em Munique. | Qual é a profissão do meu irmão?
O nosso cão chama-se Bruno. | Como se chama o nosso cachorro?
Sou alérgico a gatos. | A que animal tenho alergia?
O meu filho não pode comer amendoins. | Que alimento é perigoso para o meu filho?
Deixei de comer carne há dois anos. | Ainda como carne?
O aniversário da minha mãe é a 12 de março. | Quando faz anos a minha mãe?
Casámos em Lisboa em 2019. | Onde foi o nosso casamento?
Conduzo um Volkswagen azul antigo. | Que carro tenho?
Vou de bicicleta para o escritório todos os dias. | Como vou para o trabalho?
Estou a aprender guitarra desde a primavera. | Que instrumento estou a aprender a tocar?
A minha filha tem aulas de piano às terças-feiras. | Quando é que a minha filha tem aula de música?
Estou a treinar para a maratona de Berlim em setembro. | Para que corrida me estou a preparar?
Magoei o joelho esquerdo a esquiar. | O que aconteceu ao meu joelho?
Bebo o café simples, sem açúcar. | Como tomo o meu café?
À noite só bebo chá de ervas. | O que bebo ao fim do dia?
Trabalho como programador num banco. | Onde trabalho?
A minha chefe chama-se Sofia. | Qual é o nome da minha chefe?
Em junho vamos mudar para um apartamento maior. | Quando vamos mudar de casa?
Cultivo tomates e manjericão na varanda. | Que plantas cultivo?
O meu livro preferido é Cem Anos de Solidão. | De que romance gosto mais?
Não gosto de filmes de terror. | Que tipo de filmes não me agrada?
Estou a aprender japonês para uma viagem no próximo ano. | Que língua estou a estudar?
No próximo verão vamos viajar para a Islândia. | Para onde vamos de férias?
Tenho medo de andar de avião. | De que tenho medo?
Costumo deitar-me às onze. | A que horas vou dormir?
Levanto-me às seis para ir correr. | Porque me levanto tão cedo?
A minha avó tem 94 anos e ainda vive sozinha. | Que idade tem a minha avó?
Sou adepto do Benfica. | De que clube de futebol sou fã?
Calço o número 43. | Que número de sapato uso?
O meu tipo de sangue é A negativo. | Qual é o meu grupo sanguíneo?
Tomo medicação para a tiroide todas as manhãs. | Que remédio tomo diariamente?
Tenho consulta no dentista na próxima quinta-feira. | Quando vou ao dentista?
O nosso vizinho Paulo toca bateria à noite. | Quem faz barulho durante a noite?
Moramos no quarto andar e não há elevador. | Em que andar fica o nosso apartamento?
O meu prato favorito é lasanha. | Qual é a comida de que mais gosto?
Em casa é o meu marido que cozinha sempre. | Quem cozinha lá em casa?
Temos duas filhas e um filho. | Quantos filhos temos?
O meu filho entra no secundário no outono. | Quando é que o meu filho muda de escola?
Estudei arquitetura no Porto. | O que estudei na faculdade?
Parti o ecrã do telemóvel na semana passada. | O que aconteceu ao meu celular?
Aos fins de semana fotografo aves no lago. | Qual é o meu passatempo ao fim de semana?
Sou voluntário no banco alimentar aos sábados. | Onde ajudo aos sábados?
A minha cor preferida é o verde. | De que cor gosto mais?
Ouço jazz enquanto trabalho. | Que música ponho a tocar quando trabalho?
Estou a tentar comer menos açúcar. | O que estou a tentar reduzir?
A minha melhor amiga Ana faz quarenta anos em maio. | Quem faz anos em maio?
O seguro do carro renova em janeiro. | Quando vence o seguro do carro?
Não sei nadar. | Sei nadar?
Tenho intolerância à lactose. | Posso beber leite?
Os meus pais têm uma gata chamada Mimi. | Que animal de estimação têm os meus pais?
A nossa renda é de 900 euros por mês. | Quanto pagamos de aluguel?""",
    "es": """Mi hermana vive en Hamburgo. | ¿Dónde vive mi hermana?
Mi hermano trabaja de enfermero en Múnich. | ¿A qué se dedica mi hermano?
Nuestro perro se llama Bruno. | ¿Cómo se llama nuestro perro?
Soy alérgico a los gatos. | ¿A qué animal tengo alergia?
Mi hijo no puede comer cacahuetes. | ¿Qué alimento es peligroso para mi hijo?
Dejé de comer carne hace dos años. | ¿Todavía como carne?
El cumpleaños de mi madre es el 12 de marzo. | ¿Cuándo cumple años mi mamá?
Nos casamos en Lisboa en 2019. | ¿Dónde fue nuestra boda?
Conduzco un Volkswagen azul viejo. | ¿Qué coche tengo?
Voy en bici a la oficina todos los días. | ¿Cómo voy al trabajo?
Aprendo a tocar la guitarra desde la primavera. | ¿Qué instrumento estoy aprendiendo?
Mi hija tiene clase de piano los martes. | ¿Cuándo tiene mi hija clase de música?
Estoy entrenando para el maratón de Berlín en septiembre. | ¿Para qué carrera me estoy preparando?
Me lesioné la rodilla izquierda esquiando. | ¿Qué le pasó a mi rodilla?
Tomo el café solo, sin azúcar. | ¿Cómo tomo el café?
Por la noche solo bebo infusiones. | ¿Qué bebo por la noche?
Trabajo como desarrollador de software en un banco. | ¿Dónde trabajo?
Mi jefa se llama Sofía. | ¿Cómo se llama mi jefa?
En junio nos mudamos a un piso más grande. | ¿Cuándo nos mudamos de casa?
Cultivo tomates y albahaca en el balcón. | ¿Qué plantas cultivo?
Mi libro favorito es Cien años de soledad. | ¿Qué novela me gusta más?
No me gustan las películas de terror. | ¿Qué tipo de películas no me gustan?
Estoy aprendiendo japonés para un viaje el año que viene. | ¿Qué idioma estoy estudiando?
El próximo verano viajamos a Islandia. | ¿Adónde vamos de vacaciones?
Me da miedo volar. | ¿A qué le tengo miedo?
Suelo acostarme a las once. | ¿A qué hora me voy a dormir?
Me levanto a las seis para salir a correr. | ¿Por qué me levanto tan temprano?
Mi abuela tiene 94 años y todavía vive sola. | ¿Cuántos años tiene mi abuela?
Soy del Benfica. | ¿De qué equipo de fútbol soy hincha?
Calzo un 43. | ¿Qué número de zapato uso?
Mi grupo sanguíneo es A negativo. | ¿Cuál es mi tipo de sangre?
Tomo medicación para la tiroides cada mañana. | ¿Qué medicina tomo a diario?
Tengo cita con el dentista el jueves que viene. | ¿Cuándo voy al dentista?
Nuestro vecino Paulo toca la batería por la noche. | ¿Quién hace ruido por la noche?
Vivimos en un cuarto piso sin ascensor. | ¿En qué planta está nuestro piso?
Mi plato favorito es la lasaña. | ¿Qué es lo que más me gusta comer?
En casa cocina siempre mi marido. | ¿Quién cocina en nuestra casa?
Tenemos dos hijas y un hijo. | ¿Cuántos niños tenemos?
Mi hijo empieza el instituto en otoño. | ¿Cuándo cambia de colegio mi hijo?
Estudié arquitectura en Oporto. | ¿Qué estudié en la universidad?
La semana pasada se me rompió la pantalla del móvil. | ¿Qué le pasó a mi teléfono?
Los fines de semana fotografío aves en el lago. | ¿Cuál es mi afición de fin de semana?
Los sábados hago voluntariado en el banco de alimentos. | ¿Dónde ayudo los sábados?
Mi color favorito es el verde. | ¿Qué color me gusta más?
Escucho jazz mientras trabajo. | ¿Qué música pongo cuando trabajo?
Intento comer menos azúcar. | ¿Qué estoy intentando reducir?
Mi mejor amiga Ana cumple cuarenta en mayo. | ¿Quién cumple años en mayo?
El seguro del coche se renueva en enero. | ¿Cuándo vence el seguro del coche?
No sé nadar. | ¿Sé nadar?
Soy intolerante a la lactosa. | ¿Puedo tomar leche?
Mis padres tienen una gata llamada Mimi. | ¿Qué mascota tienen mis padres?
Pagamos 900 euros de alquiler al mes. | ¿Cuánto pagamos de alquiler?""",
    "fr": """Ma sœur habite à Hambourg. | Où vit ma sœur ?
Mon frère est infirmier à Munich. | Quel est le métier de mon frère ?
Notre chien s'appelle Bruno. | Comment s'appelle notre chien ?
Je suis allergique aux chats. | À quel animal suis-je allergique ?
Mon fils ne peut pas manger de cacahuètes. | Quel aliment est dangereux pour mon fils ?
J'ai arrêté de manger de la viande il y a deux ans. | Est-ce que je mange encore de la viande ?
L'anniversaire de ma mère est le 12 mars. | Quand est l'anniversaire de maman ?
Nous nous sommes mariés à Lisbonne en 2019. | Où a eu lieu notre mariage ?
Je conduis une vieille Volkswagen bleue. | Quelle voiture est-ce que j'ai ?
Je vais au bureau à vélo tous les jours. | Comment est-ce que je vais au travail ?
J'apprends la guitare depuis le printemps. | De quel instrument est-ce que j'apprends à jouer ?
Ma fille a cours de piano le mardi. | Quand ma fille a-t-elle son cours de musique ?
Je m'entraîne pour le marathon de Berlin en septembre. | Pour quelle course est-ce que je me prépare ?
Je me suis blessé au genou gauche en faisant du ski. | Qu'est-il arrivé à mon genou ?
Je bois mon café noir, sans sucre. | Comment est-ce que je prends mon café ?
Le soir, je ne bois que de la tisane. | Qu'est-ce que je bois le soir ?
Je suis développeur de logiciels dans une banque. | Où est-ce que je travaille ?
Ma responsable s'appelle Sofia. | Comment s'appelle ma cheffe ?
En juin, nous déménageons dans un appartement plus grand. | Quand est-ce qu'on déménage ?
Je fais pousser des tomates et du basilic sur le balcon. | Quelles plantes est-ce que je cultive ?
Mon livre préféré est Cent ans de solitude. | Quel roman est-ce que je préfère ?
Je n'aime pas les films d'horreur. | Quel genre de films est-ce que je n'aime pas ?
J'apprends le japonais pour un voyage l'année prochaine. | Quelle langue est-ce que j'étudie ?
L'été prochain, nous partons en Islande. | Où allons-nous en vacances ?
J'ai peur de prendre l'avion. | De quoi ai-je peur ?
D'habitude, je me couche à onze heures. | À quelle heure est-ce que je vais dormir ?
Je me lève à six heures pour aller courir. | Pourquoi est-ce que je me lève si tôt ?
Ma grand-mère a 94 ans et vit encore seule. | Quel âge a ma mamie ?
Je suis supporter du Benfica. | De quel club de foot suis-je fan ?
Je chausse du 43. | Quelle pointure est-ce que je fais ?
Mon groupe sanguin est A négatif. | Quel est mon groupe sanguin ?
Je prends un médicament pour la thyroïde tous les matins. | Quel médicament est-ce que je prends chaque jour ?
J'ai rendez-vous chez le dentiste jeudi prochain. | Quand est-ce que je vais chez le dentiste ?
Notre voisin Paulo joue de la batterie la nuit. | Qui fait du bruit la nuit ?
Nous habitons au quatrième étage sans ascenseur. | À quel étage se trouve notre appartement ?
Mon plat préféré, ce sont les lasagnes. | Qu'est-ce que j'aime le plus manger ?
À la maison, c'est mon mari qui fait toute la cuisine. | Qui cuisine chez nous ?
Nous avons deux filles et un garçon. | Combien d'enfants avons-nous ?
Mon fils entre au collège à l'automne. | Quand mon fils change-t-il d'école ?
J'ai fait des études d'architecture à Porto. | Qu'est-ce que j'ai étudié à l'université ?
J'ai fissuré l'écran de mon téléphone la semaine dernière. | Qu'est-il arrivé à mon portable ?
Le week-end, je photographie les oiseaux au lac. | Quel est mon passe-temps du week-end ?
Je suis bénévole à la banque alimentaire le samedi. | Où est-ce que j'aide le samedi ?
Ma couleur préférée est le vert. | Quelle couleur est-ce que je préfère ?
J'écoute du jazz en travaillant. | Quelle musique est-ce que je mets pour travailler ?
J'essaie de manger moins de sucre. | Qu'est-ce que j'essaie de réduire ?
Ma meilleure amie Ana aura quarante ans en mai. | Qui fête son anniversaire en mai ?
Notre assurance auto se renouvelle en janvier. | Quand l'assurance de la voiture arrive-t-elle à échéance ?
Je ne sais pas nager. | Est-ce que je sais nager ?
Je suis intolérant au lactose. | Est-ce que je peux boire du lait ?
Mes parents ont une chatte qui s'appelle Mimi. | Quel animal de compagnie ont mes parents ?
Notre loyer est de 900 euros par mois. | Combien payons-nous de loyer ?""",
    "it": """Mia sorella abita ad Amburgo. | Dove vive mia sorella?
Mio fratello fa l'infermiere a Monaco di Baviera. | Che lavoro fa mio fratello?
Il nostro cane si chiama Bruno. | Come si chiama il nostro cane?
Sono allergico ai gatti. | A quale animale sono allergico?
Mio figlio non può mangiare arachidi. | Quale cibo è pericoloso per mio figlio?
Ho smesso di mangiare carne due anni fa. | Mangio ancora carne?
Il compleanno di mia madre è il 12 marzo. | Quando compie gli anni la mamma?
Ci siamo sposati a Lisbona nel 2019. | Dove ci siamo sposati?
Guido una vecchia Volkswagen blu. | Che macchina ho?
Vado in ufficio in bicicletta tutti i giorni. | Come vado al lavoro?
Dalla primavera sto imparando a suonare la chitarra. | Quale strumento sto imparando?
Mia figlia fa lezione di pianoforte il martedì. | Quando ha lezione di musica mia figlia?
Mi sto allenando per la maratona di Berlino a settembre. | Per quale gara mi sto preparando?
Mi sono fatto male al ginocchio sinistro sciando. | Cosa è successo al mio ginocchio?
Bevo il caffè amaro, senza zucchero. | Come prendo il caffè?
La sera bevo solo tisane. | Cosa bevo la sera?
Lavoro come sviluppatore software in una banca. | Dove lavoro?
La mia responsabile si chiama Sofia. | Come si chiama il mio capo?
A giugno ci trasferiamo in un appartamento più grande. | Quando cambiamo casa?
Coltivo pomodori e basilico sul balcone. | Che piante coltivo?
Il mio libro preferito è Cent'anni di solitudine. | Quale romanzo mi piace di più?
Non mi piacciono i film dell'orrore. | Che genere di film non mi piace?
Sto imparando il giapponese per un viaggio l'anno prossimo. | Che lingua sto studiando?
La prossima estate andiamo in Islanda. | Dove andiamo in vacanza?
Ho paura di volare. | Di che cosa ho paura?
Di solito vado a letto alle undici. | A che ora vado a dormire?
Mi alzo alle sei per andare a correre. | Perché mi alzo così presto?
Mia nonna ha 94 anni e vive ancora da sola. | Quanti anni ha mia nonna?
Tifo per il Benfica. | Di quale squadra di calcio sono tifoso?
Porto il 43 di scarpe. | Che numero di scarpe porto?
Il mio gruppo sanguigno è A negativo. | Qual è il mio gruppo sanguigno?
Prendo un farmaco per la tiroide ogni mattina. | Quale medicina prendo ogni giorno?
Giovedì prossimo ho appuntamento dal dentista. | Quando vado dal dentista?
Il nostro vicino Paulo suona la batteria di notte. | Chi fa rumore di notte?
Abitiamo al quarto piano senza ascensore. | A che piano è il nostro appartamento?
Il mio piatto preferito sono le lasagne. | Qual è il cibo che mi piace di più?
A casa cucina sempre mio marito. | Chi cucina a casa nostra?
Abbiamo due figlie e un figlio. | Quanti bambini abbiamo?
Mio figlio inizia le superiori in autunno. | Quando cambia scuola mio figlio?
Ho studiato architettura a Porto. | Cosa ho studiato all'università?
La settimana scorsa mi si è crepato lo schermo del telefono. | Cosa è successo al mio cellulare?
Nel fine settimana fotografo gli uccelli al lago. | Qual è il mio hobby del weekend?
Il sabato faccio volontariato al banco alimentare. | Dove do una mano il sabato?
Il mio colore preferito è il verde. | Quale colore mi piace di più?
Ascolto jazz mentre lavoro. | Che musica metto quando lavoro?
Sto cercando di mangiare meno zucchero. | Cosa sto cercando di ridurre?
La mia migliore amica Ana compie quarant'anni a maggio. | Chi compie gli anni a maggio?
L'assicurazione dell'auto si rinnova a gennaio. | Quando scade l'assicurazione della macchina?
Non so nuotare. | So nuotare?
Sono intollerante al lattosio. | Posso bere il latte?
I miei genitori hanno una gatta di nome Mimi. | Che animale domestico hanno i miei genitori?
Il nostro affitto è di 900 euro al mese. | Quanto paghiamo di affitto?""",
    "nl": """Mijn zus woont in Hamburg. | Waar woont mijn zus?
Mijn broer werkt als verpleger in München. | Wat doet mijn broer voor werk?
Onze hond heet Bruno. | Hoe heet onze hond?
Ik ben allergisch voor katten. | Voor welk dier ben ik allergisch?
Mijn zoon mag geen pinda's eten. | Welk voedsel is gevaarlijk voor mijn zoon?
Ik eet al twee jaar geen vlees meer. | Eet ik nog vlees?
Mijn moeder is jarig op 12 maart. | Wanneer is mama jarig?
We zijn in 2019 in Lissabon getrouwd. | Waar was onze bruiloft?
Ik rijd in een oude blauwe Volkswagen. | Wat voor auto heb ik?
Ik fiets elke dag naar kantoor. | Hoe ga ik naar mijn werk?
Sinds de lente leer ik gitaar spelen. | Welk instrument leer ik bespelen?
Mijn dochter heeft op dinsdag pianoles. | Wanneer heeft mijn dochter muziekles?
Ik train voor de marathon van Berlijn in september. | Voor welke wedstrijd bereid ik me voor?
Ik heb mijn linkerknie bezeerd bij het skiën. | Wat is er met mijn knie gebeurd?
Ik drink mijn koffie zwart zonder suiker. | Hoe drink ik mijn koffie?
'S avonds drink ik alleen kruidenthee. | Wat drink ik 's avonds?
Ik werk als softwareontwikkelaar bij een bank. | Waar werk ik?
Mijn leidinggevende heet Sofia. | Hoe heet mijn baas?
In juni verhuizen we naar een groter appartement. | Wanneer gaan we verhuizen?
Op het balkon kweek ik tomaten en basilicum. | Welke planten kweek ik?
Mijn lievelingsboek is Honderd jaar eenzaamheid. | Welke roman vind ik het mooist?
Ik hou niet van horrorfilms. | Wat voor films vind ik niet leuk?
Ik leer Japans voor een reis volgend jaar. | Welke taal ben ik aan het leren?
Volgende zomer reizen we naar IJsland. | Waar gaan we op vakantie?
Ik heb vliegangst. | Waar ben ik bang voor?
Meestal ga ik om elf uur naar bed. | Hoe laat ga ik slapen?
Ik sta om zes uur op om te gaan hardlopen. | Waarom sta ik zo vroeg op?
Mijn oma is 94 en woont nog steeds alleen. | Hoe oud is mijn grootmoeder?
Ik ben supporter van Benfica. | Van welke voetbalclub ben ik fan?
Ik heb schoenmaat 43. | Welke schoenmaat heb ik?
Mijn bloedgroep is A negatief. | Wat is mijn bloedgroep?
Ik neem elke ochtend schildkliermedicatie. | Welk medicijn neem ik dagelijks?
Volgende donderdag heb ik een afspraak bij de tandarts. | Wanneer ga ik naar de tandarts?
Onze buurman Paulo speelt 's nachts drums. | Wie maakt er 's nachts lawaai?
We wonen op de vierde verdieping zonder lift. | Op welke verdieping is ons appartement?
Mijn lievelingsgerecht is lasagne. | Wat eet ik het liefst?
Thuis kookt mijn man altijd. | Wie kookt er bij ons thuis?
We hebben twee dochters en een zoon. | Hoeveel kinderen hebben we?
Mijn zoon gaat in de herfst naar de middelbare school. | Wanneer gaat mijn zoon naar een andere school?
Ik heb architectuur gestudeerd in Porto. | Wat heb ik gestudeerd?
Vorige week is het scherm van mijn telefoon gebarsten. | Wat is er met mijn mobiel gebeurd?
In het weekend fotografeer ik vogels bij het meer. | Wat is mijn hobby in het weekend?
Op zaterdag ben ik vrijwilliger bij de voedselbank. | Waar help ik op zaterdag?
Mijn lievelingskleur is groen. | Welke kleur vind ik het mooist?
Ik luister naar jazz tijdens het werk. | Welke muziek zet ik op als ik werk?
Ik probeer minder suiker te eten. | Waar probeer ik minder van te eten?
Mijn beste vriendin Ana wordt in mei veertig. | Wie is er in mei jarig?
Onze autoverzekering wordt in januari verlengd. | Wanneer loopt de autoverzekering af?
Ik kan niet zwemmen. | Kan ik zwemmen?
Ik ben lactose-intolerant. | Mag ik melk drinken?
Mijn ouders hebben een kat die Mimi heet. | Welk huisdier hebben mijn ouders?
Onze huur is 900 euro per maand. | Hoeveel huur betalen we?""",
}


def cases() -> list[tuple[str, str, str, str]]:
    """(id, language, fact, question) of every pair."""
    out = []
    for lang, block in TEXT.items():
        lines = [line for line in block.splitlines() if line.strip()]
        assert len(lines) == len(IDS), (lang, len(lines))
        for case_id, line in zip(IDS, lines, strict=True):
            fact, question = (part.strip() for part in line.split(" | "))
            out.append((case_id, lang, fact, question))
    return out

/**
 * Ordinary French first names and surnames for invented persons, in the register's spelling
 * (upper case, no accents). Weights are rough frequencies: they only shape the distribution.
 *
 * Every name is listed once (unisex names included), and no compound first name equals two
 * listed names joined, so that a person's normalised identity (last name | first names | birth
 * month, as the RNE importer builds it) is decided by the indices the generator draws.
 */

export type Gender = 'M' | 'F';

/** [name, gender ('M', 'F' or 'X' for both), weight] */
export const FIRST_NAMES: ReadonlyArray<readonly [string, 'M' | 'F' | 'X', number]> = [
  ['JEAN', 'M', 30], ['PIERRE', 'M', 22], ['MICHEL', 'M', 20], ['ANDRE', 'M', 12], ['PHILIPPE', 'M', 18],
  ['ALAIN', 'M', 14], ['BERNARD', 'M', 10], ['JACQUES', 'M', 14], ['DANIEL', 'M', 12], ['CHRISTIAN', 'M', 12],
  ['NICOLAS', 'M', 18], ['PATRICK', 'M', 14], ['FRANCOIS', 'M', 14], ['ERIC', 'M', 14], ['LAURENT', 'M', 15],
  ['FREDERIC', 'M', 13], ['STEPHANE', 'M', 14], ['DAVID', 'M', 15], ['OLIVIER', 'M', 14], ['THIERRY', 'M', 11],
  ['PASCAL', 'M', 10], ['SEBASTIEN', 'M', 13], ['JULIEN', 'M', 14], ['CHRISTOPHE', 'M', 14], ['GERARD', 'M', 7],
  ['ROBERT', 'M', 5], ['MARCEL', 'M', 4], ['RENE', 'M', 4], ['LOUIS', 'M', 9], ['PAUL', 'M', 9],
  ['THOMAS', 'M', 15], ['ALEXANDRE', 'M', 13], ['ANTOINE', 'M', 12], ['MAXIME', 'M', 11], ['GUILLAUME', 'M', 11],
  ['VINCENT', 'M', 11], ['MATHIEU', 'M', 9], ['ROMAIN', 'M', 10], ['KEVIN', 'M', 8], ['BRUNO', 'M', 8],
  ['DIDIER', 'M', 8], ['DOMINIQUE', 'X', 9], ['SERGE', 'M', 6], ['YVES', 'M', 6], ['GEORGES', 'M', 4],
  ['CLAUDE', 'X', 6], ['HENRI', 'M', 4], ['JEROME', 'M', 9], ['CEDRIC', 'M', 8], ['FABRICE', 'M', 8],
  ['LUCAS', 'M', 8], ['HUGO', 'M', 7], ['THEO', 'M', 6], ['LEO', 'M', 5], ['ARTHUR', 'M', 5],
  ['GABRIEL', 'M', 5], ['RAPHAEL', 'M', 5], ['JULES', 'M', 4], ['ADRIEN', 'M', 7], ['QUENTIN', 'M', 7],
  ['BENJAMIN', 'M', 8], ['CLEMENT', 'M', 7], ['VALENTIN', 'M', 6], ['ANTHONY', 'M', 7], ['JONATHAN', 'M', 6],
  ['MEHDI', 'M', 4], ['KARIM', 'M', 4], ['MOHAMED', 'M', 7], ['YANNICK', 'M', 6], ['LOIC', 'M', 6],
  ['GAEL', 'M', 3], ['FABIEN', 'M', 7], ['ARNAUD', 'M', 7], ['DAMIEN', 'M', 7], ['LUDOVIC', 'M', 6],
  ['JOEL', 'M', 5], ['GILLES', 'M', 7], ['FRANCK', 'M', 6], ['HERVE', 'M', 6], ['XAVIER', 'M', 6],
  ['EMMANUEL', 'M', 6], ['SAMUEL', 'M', 5], ['MARTIN', 'M', 4], ['ETIENNE', 'M', 4], ['MARC', 'M', 8],
  ['JEAN-PIERRE', 'M', 8], ['JEAN-LUC', 'M', 5], ['JEAN-MARC', 'M', 5], ['JEAN-FRANCOIS', 'M', 5], ['JEAN-CLAUDE', 'M', 5],
  ['JEAN-PAUL', 'M', 4], ['JEAN-MICHEL', 'M', 4],
  ['MARIE', 'F', 30], ['NATHALIE', 'F', 18], ['ISABELLE', 'F', 18], ['SYLVIE', 'F', 15], ['CATHERINE', 'F', 15],
  ['FRANCOISE', 'F', 10], ['MARTINE', 'F', 11], ['CHRISTINE', 'F', 13], ['MONIQUE', 'F', 7], ['VALERIE', 'F', 14],
  ['SANDRINE', 'F', 14], ['SOPHIE', 'F', 14], ['STEPHANIE', 'F', 13], ['CELINE', 'F', 13], ['JULIE', 'F', 13],
  ['AURELIE', 'F', 11], ['CAROLINE', 'F', 11], ['EMILIE', 'F', 11], ['CAMILLE', 'X', 10], ['LAURA', 'F', 9],
  ['MANON', 'F', 8], ['SARAH', 'F', 9], ['LEA', 'F', 8], ['CHLOE', 'F', 7], ['EMMA', 'F', 7],
  ['INES', 'F', 6], ['JADE', 'F', 5], ['LOUISE', 'F', 5], ['ALICE', 'F', 5], ['CLAIRE', 'F', 9],
  ['ANNE', 'F', 12], ['PATRICIA', 'F', 10], ['BRIGITTE', 'F', 8], ['NICOLE', 'F', 7], ['JACQUELINE', 'F', 6],
  ['HELENE', 'F', 9], ['AGNES', 'F', 7], ['VERONIQUE', 'F', 11], ['VIRGINIE', 'F', 11], ['CAROLE', 'F', 9],
  ['LAURENCE', 'F', 10], ['CORINNE', 'F', 10], ['MURIEL', 'F', 7], ['DELPHINE', 'F', 10], ['AUDREY', 'F', 9],
  ['MELANIE', 'F', 9], ['ELODIE', 'F', 9], ['PAULINE', 'F', 8], ['MARINE', 'F', 8], ['CHARLOTTE', 'F', 7],
  ['MATHILDE', 'F', 7], ['CLARA', 'F', 6], ['LUCIE', 'F', 7], ['ANAIS', 'F', 7], ['OCEANE', 'F', 5],
  ['MARGAUX', 'F', 5], ['ELISE', 'F', 5], ['JEANNE', 'F', 5], ['ODILE', 'F', 4], ['GENEVIEVE', 'F', 4],
  ['SIMONE', 'F', 3], ['DENISE', 'F', 3], ['EVELYNE', 'F', 5], ['JOSIANE', 'F', 4], ['CHANTAL', 'F', 8],
  ['DANIELLE', 'F', 6], ['FLORENCE', 'F', 9], ['KARINE', 'F', 9], ['SEVERINE', 'F', 8], ['EMELINE', 'F', 4],
  ['AMANDINE', 'F', 6], ['ALEXANDRA', 'F', 6], ['MARION', 'F', 8], ['MORGANE', 'F', 5], ['ELISABETH', 'F', 6],
  ['FATIMA', 'F', 4], ['NADIA', 'F', 4], ['SAMIRA', 'F', 3], ['YASMINE', 'F', 3], ['CECILE', 'F', 8],
  ['MARIE-CLAIRE', 'F', 4], ['MARIE-CHRISTINE', 'F', 4], ['ANNE-SOPHIE', 'F', 4], ['MARIE-PIERRE', 'F', 3], ['ANNE-MARIE', 'F', 4],
];

/**
 * First names that start a listed compound name ('JEAN' for 'JEAN-PIERRE'). A person whose first
 * given name is one of these gets no further given name, so ['JEAN', 'PIERRE'] never exists
 * beside ['JEAN-PIERRE'] (both normalise to "jean pierre").
 */
export const COMPOUND_HEADS: ReadonlySet<string> = new Set(
  FIRST_NAMES.filter(([name]) => name.includes('-')).map(([name]) => name.split('-')[0] as string),
);

/** [surname, weight]: common French surnames (plus the usual names of immigrant families). */
export const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['MARTIN', 60], ['BERNARD', 35], ['THOMAS', 30], ['PETIT', 30], ['ROBERT', 29], ['RICHARD', 28], ['DURAND', 27],
  ['DUBOIS', 27], ['MOREAU', 26], ['LAURENT', 25], ['SIMON', 25], ['MICHEL', 24], ['LEFEBVRE', 24], ['LEROY', 23],
  ['ROUX', 22], ['DAVID', 22], ['BERTRAND', 21], ['MOREL', 21], ['FOURNIER', 20], ['GIRARD', 20], ['BONNET', 20],
  ['DUPONT', 19], ['LAMBERT', 19], ['FONTAINE', 19], ['ROUSSEAU', 18], ['VINCENT', 18], ['MULLER', 18], ['LEFEVRE', 18],
  ['FAURE', 17], ['ANDRE', 17], ['MERCIER', 17], ['BLANC', 17], ['GUERIN', 16], ['BOYER', 16], ['GARNIER', 16],
  ['CHEVALIER', 16], ['FRANCOIS', 15], ['LEGRAND', 15], ['GAUTHIER', 15], ['GARCIA', 15], ['PERRIN', 15], ['ROBIN', 14],
  ['CLEMENT', 14], ['MORIN', 14], ['NICOLAS', 14], ['HENRY', 14], ['ROUSSEL', 14], ['MATHIEU', 13], ['GAUTIER', 13],
  ['MASSON', 13], ['MARCHAND', 13], ['DUVAL', 13], ['DENIS', 13], ['DUMONT', 13], ['MARIE', 12], ['LEMAIRE', 12],
  ['NOEL', 12], ['MEYER', 12], ['DUFOUR', 12], ['MEUNIER', 12], ['BRUN', 12], ['BLANCHARD', 12], ['GIRAUD', 11],
  ['JOLY', 11], ['RIVIERE', 11], ['LUCAS', 11], ['BRUNET', 11], ['GAILLARD', 11], ['BARBIER', 11], ['ARNAUD', 11],
  ['MARTINEZ', 11], ['GERARD', 10], ['ROCHE', 10], ['RENARD', 10], ['SCHMITT', 10], ['ROY', 10], ['LEROUX', 10],
  ['COLIN', 10], ['VIDAL', 10], ['CARON', 10], ['PICARD', 10], ['ROGER', 9], ['FABRE', 9], ['AUBERT', 9],
  ['LEMOINE', 9], ['RENAUD', 9], ['DUMAS', 9], ['LACROIX', 9], ['OLIVIER', 9], ['PHILIPPE', 9], ['BOURGEOIS', 9],
  ['PIERRE', 9], ['BENOIT', 8], ['REY', 8], ['LECLERC', 8], ['PAYET', 8], ['ROLLAND', 8], ['LECLERCQ', 8],
  ['GUILLAUME', 8], ['LECOMTE', 8], ['LOPEZ', 8], ['JEAN', 8], ['DUPUY', 8], ['GUILLOT', 8], ['HUBERT', 8],
  ['BERGER', 8], ['CARPENTIER', 7], ['SANCHEZ', 7], ['DUPUIS', 7], ['MOULIN', 7], ['LOUIS', 7], ['DESCHAMPS', 7],
  ['HUET', 7], ['VASSEUR', 7], ['PEREZ', 7], ['BOUCHER', 7], ['FLEURY', 7], ['ROYER', 7], ['KLEIN', 7],
  ['JACQUET', 7], ['ADAM', 7], ['PARIS', 6], ['POIRIER', 6], ['MARTY', 6], ['AUBRY', 6], ['GUYOT', 6],
  ['CARRE', 6], ['CHARLES', 6], ['RENAULT', 6], ['CHARPENTIER', 6], ['MENARD', 6], ['MAILLARD', 6], ['BARON', 6],
  ['BERTIN', 6], ['BAILLY', 6], ['HERVE', 6], ['SCHNEIDER', 6], ['FERNANDEZ', 6], ['LE GALL', 6], ['COLLET', 6],
  ['LEGER', 6], ['BOUVIER', 5], ['JULIEN', 5], ['PREVOST', 5], ['MILLET', 5], ['PERROT', 5], ['DANIEL', 5],
  ['LE ROUX', 5], ['COUSIN', 5], ['GERMAIN', 5], ['BRETON', 5], ['BESSON', 5], ['LANGLOIS', 5], ['REMY', 5],
  ['LE GOFF', 5], ['PELLETIER', 5], ['LEVEQUE', 5], ['PERRIER', 5], ['LEBLANC', 5], ['BARRE', 5], ['LEBRUN', 5],
  ['MARCHAL', 5], ['WEBER', 5], ['MALLET', 5], ['HAMON', 5], ['BOULANGER', 5], ['JACOB', 5], ['MONNIER', 5],
  ['MICHAUD', 5], ['RODRIGUEZ', 5], ['GUICHARD', 5], ['GILLET', 5], ['ETIENNE', 5], ['GRONDIN', 5], ['POULAIN', 5],
  ['TESSIER', 5], ['CHEVALLIER', 4], ['COLLIN', 4], ['CHAUVIN', 4], ['DA SILVA', 4], ['BOUCHET', 4], ['GAY', 4],
  ['LEMAITRE', 4], ['BENARD', 4], ['MARECHAL', 4], ['HUMBERT', 4], ['REYNAUD', 4], ['ANTOINE', 4], ['HOARAU', 4],
  ['PERRET', 4], ['BARTHELEMY', 4], ['CORDIER', 4], ['PICHON', 4], ['LEJEUNE', 4], ['GILBERT', 4], ['LAMY', 4],
  ['DELAUNAY', 4], ['PASQUIER', 4], ['CARLIER', 4], ['LAPORTE', 4], ['FERREIRA', 4], ['DOS SANTOS', 4], ['RIBEIRO', 3],
  ['PEREIRA', 3], ['BENALI', 3], ['HADDAD', 3], ['NGUYEN', 3], ['DIALLO', 3], ['TRAORE', 3], ['COHEN', 3],
  ['LEVY', 3], ['RUIZ', 3], ['MARQUES', 3], ['BAILLEUL', 3], ['VALLEE', 3], ['LAGARDE', 3], ['CHAMPION', 3],
  ['DELMAS', 3], ['LAFONT', 3], ['BOSC', 3], ['MARTEL', 3], ['SALMON', 3], ['CHARRIER', 3], ['TANGUY', 3],
  ['LE BRIS', 3], ['KERBRAT', 2], ['QUEMENER', 2], ['ETCHEVERRY', 2], ['IRIBARNE', 2], ['CASANOVA', 2], ['ORSINI', 2],
  ['WAGNER', 3], ['HOFFMANN', 3], ['ZIMMERMANN', 2], ['BECKER', 2], ['HUCHET', 2], ['BOISSEAU', 2], ['VERDIER', 3],
  ['TEXIER', 3], ['BRUNEAU', 3], ['COUDERC', 2], ['ROUQUETTE', 2], ['BARDOU', 2], ['MAUREL', 2], ['FAVRE', 3],
];

/** Nationality written in RNE records, with rough shares among directors. */
export const NATIONALITIES: ReadonlyArray<readonly [string, number]> = [
  ['Française', 930],
  ['Portugaise', 12],
  ['Italienne', 10],
  ['Belge', 9],
  ['Espagnole', 8],
  ['Marocaine', 8],
  ['Algérienne', 7],
  ['Allemande', 5],
  ['Britannique', 5],
  ['Tunisienne', 4],
  ['Suisse', 2],
];

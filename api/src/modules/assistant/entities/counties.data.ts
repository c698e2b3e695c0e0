import type { LocationSlug, StateCode } from '@landman/content';

/*
 * Every county of Texas (254), Oklahoma (77) and New Mexico (33) and every parish of Louisiana
 * (64), from the states' public lists, each with the covered city whose location page serves it:
 * the only page in OK, NM and LA, and in Texas the nearest of Tyler, Longview, Bryan and Midland
 * (by region, roughly: a visitor is pointed at a page, not given a distance).
 */

const list = (names: string) =>
  names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

const texas = list(`Anderson, Andrews, Angelina, Aransas, Archer, Armstrong, Atascosa, Austin,
  Bailey, Bandera, Bastrop, Baylor, Bee, Bell, Bexar, Blanco, Borden, Bosque, Bowie, Brazoria,
  Brazos, Brewster, Briscoe, Brooks, Brown, Burleson, Burnet, Caldwell, Calhoun, Callahan, Cameron,
  Camp, Carson, Cass, Castro, Chambers, Cherokee, Childress, Clay, Cochran, Coke, Coleman, Collin,
  Collingsworth, Colorado, Comal, Comanche, Concho, Cooke, Coryell, Cottle, Crane, Crockett, Crosby,
  Culberson, Dallam, Dallas, Dawson, Deaf Smith, Delta, Denton, DeWitt, Dickens, Dimmit, Donley,
  Duval, Eastland, Ector, Edwards, Ellis, El Paso, Erath, Falls, Fannin, Fayette, Fisher, Floyd,
  Foard, Fort Bend, Franklin, Freestone, Frio, Gaines, Galveston, Garza, Gillespie, Glasscock,
  Goliad, Gonzales, Gray, Grayson, Gregg, Grimes, Guadalupe, Hale, Hall, Hamilton, Hansford,
  Hardeman, Hardin, Harris, Harrison, Hartley, Haskell, Hays, Hemphill, Henderson, Hidalgo, Hill,
  Hockley, Hood, Hopkins, Houston, Howard, Hudspeth, Hunt, Hutchinson, Irion, Jack, Jackson, Jasper,
  Jeff Davis, Jefferson, Jim Hogg, Jim Wells, Johnson, Jones, Karnes, Kaufman, Kendall, Kenedy,
  Kent, Kerr, Kimble, King, Kinney, Kleberg, Knox, Lamar, Lamb, Lampasas, La Salle, Lavaca, Lee,
  Leon, Liberty, Limestone, Lipscomb, Live Oak, Llano, Loving, Lubbock, Lynn, McCulloch, McLennan,
  McMullen, Madison, Marion, Martin, Mason, Matagorda, Maverick, Medina, Menard, Midland, Milam,
  Mills, Mitchell, Montague, Montgomery, Moore, Morris, Motley, Nacogdoches, Navarro, Newton, Nolan,
  Nueces, Ochiltree, Oldham, Orange, Palo Pinto, Panola, Parker, Parmer, Pecos, Polk, Potter,
  Presidio, Rains, Randall, Reagan, Real, Red River, Reeves, Refugio, Roberts, Robertson, Rockwall,
  Runnels, Rusk, Sabine, San Augustine, San Jacinto, San Patricio, San Saba, Schleicher, Scurry,
  Shackelford, Shelby, Sherman, Smith, Somervell, Starr, Stephens, Sterling, Stonewall, Sutton,
  Swisher, Tarrant, Taylor, Terrell, Terry, Throckmorton, Titus, Tom Green, Travis, Trinity, Tyler,
  Upshur, Upton, Uvalde, Val Verde, Van Zandt, Victoria, Walker, Waller, Ward, Washington, Webb,
  Wharton, Wheeler, Wichita, Wilbarger, Willacy, Williamson, Wilson, Winkler, Wise, Wood, Yoakum,
  Young, Zapata, Zavala`);

/** Texas counties served from Longview: Gregg and the northeast corner, the Haynesville side. */
const fromLongview = new Set(
  list(`Gregg, Harrison, Panola, Upshur, Marion, Cass, Bowie, Morris, Titus, Camp, Franklin,
  Red River, Lamar, Delta, Hopkins, Shelby`),
);

/** Texas counties served from Tyler: Smith, deep East Texas and the Dallas side of it. */
const fromTyler = new Set(
  list(`Smith, Rusk, Cherokee, Anderson, Henderson, Van Zandt, Wood, Rains, Kaufman, Hunt,
  Nacogdoches, Angelina, San Augustine, Sabine, Houston, Trinity, Polk, Tyler, Jasper, Newton,
  Hardin, Jefferson, Orange, Dallas, Collin, Rockwall, Fannin, Grayson, Ellis, Navarro, Tarrant,
  Denton, Wise, Cooke, Montague, Clay, Jack, Parker, Johnson, Hood, Somervell, Palo Pinto`),
);

/** Texas counties served from Midland: the Permian Basin, West Texas, the Plains and Panhandle. */
const fromMidland = new Set(
  list(`Midland, Ector, Howard, Martin, Andrews, Gaines, Dawson, Borden, Glasscock, Reagan, Upton,
  Crane, Ward, Winkler, Loving, Reeves, Pecos, Culberson, Jeff Davis, Presidio, Brewster, Terrell,
  Crockett, Sutton, Schleicher, Irion, Tom Green, Sterling, Coke, Mitchell, Scurry, Nolan, Fisher,
  Jones, Taylor, Runnels, Concho, Menard, Coleman, Callahan, Shackelford, Stephens, Eastland,
  Kent, Stonewall, Haskell, Throckmorton, Young, Garza, Lynn, Terry, Yoakum, Cochran, Hockley,
  Lubbock, Crosby, Dickens, King, Knox, Baylor, Archer, Wichita, Wilbarger, Foard, Hardeman,
  Cottle, Motley, Floyd, Hale, Lamb, Bailey, Parmer, Castro, Swisher, Briscoe, Hall, Childress,
  Collingsworth, Donley, Armstrong, Randall, Deaf Smith, Oldham, Potter, Carson, Gray, Wheeler,
  Hemphill, Roberts, Hutchinson, Moore, Hartley, Dallam, Sherman, Hansford, Ochiltree, Lipscomb,
  El Paso, Hudspeth, Val Verde, Kimble, Edwards, Kinney`),
);

const oklahoma = list(`Adair, Alfalfa, Atoka, Beaver, Beckham, Blaine, Bryan, Caddo, Canadian,
  Carter, Cherokee, Choctaw, Cimarron, Cleveland, Coal, Comanche, Cotton, Craig, Creek, Custer,
  Delaware, Dewey, Ellis, Garfield, Garvin, Grady, Grant, Greer, Harmon, Harper, Haskell, Hughes,
  Jackson, Jefferson, Johnston, Kay, Kingfisher, Kiowa, Latimer, Le Flore, Lincoln, Logan, Love,
  McClain, McCurtain, McIntosh, Major, Marshall, Mayes, Murray, Muskogee, Noble, Nowata, Okfuskee,
  Oklahoma, Okmulgee, Osage, Ottawa, Pawnee, Payne, Pittsburg, Pontotoc, Pottawatomie, Pushmataha,
  Roger Mills, Rogers, Seminole, Sequoyah, Stephens, Texas, Tillman, Tulsa, Wagoner, Washington,
  Washita, Woods, Woodward`);

const newMexico = list(`Bernalillo, Catron, Chaves, Cibola, Colfax, Curry, De Baca, Doña Ana, Eddy,
  Grant, Guadalupe, Harding, Hidalgo, Lea, Lincoln, Los Alamos, Luna, McKinley, Mora, Otero, Quay,
  Rio Arriba, Roosevelt, Sandoval, San Juan, San Miguel, Santa Fe, Sierra, Socorro, Taos, Torrance,
  Union, Valencia`);

const louisiana = list(`Acadia, Allen, Ascension, Assumption, Avoyelles, Beauregard, Bienville,
  Bossier, Caddo, Calcasieu, Caldwell, Cameron, Catahoula, Claiborne, Concordia, De Soto,
  East Baton Rouge, East Carroll, East Feliciana, Evangeline, Franklin, Grant, Iberia, Iberville,
  Jackson, Jefferson, Jefferson Davis, Lafayette, Lafourche, LaSalle, Lincoln, Livingston, Madison,
  Morehouse, Natchitoches, Orleans, Ouachita, Plaquemines, Pointe Coupee, Rapides, Red River,
  Richland, Sabine, St. Bernard, St. Charles, St. Helena, St. James, St. John the Baptist,
  St. Landry, St. Martin, St. Mary, St. Tammany, Tangipahoa, Tensas, Terrebonne, Union, Vermilion,
  Vernon, Washington, Webster, West Baton Rouge, West Carroll, West Feliciana, Winn`);

export interface County {
  /** As the state spells it: "De Soto", "Doña Ana", "St. Landry". */
  name: string;
  /** "County", or "Parish" in Louisiana. */
  kind: 'County' | 'Parish';
  state: StateCode;
  location: LocationSlug;
}

function texasLocation(name: string): LocationSlug {
  if (fromLongview.has(name)) return 'longview-tx';
  if (fromTyler.has(name)) return 'tyler-tx';
  if (fromMidland.has(name)) return 'midland-tx';
  return 'bryan-tx';
}

export const counties: readonly County[] = [
  ...texas.map((name) => ({
    name,
    kind: 'County' as const,
    state: 'TX' as const,
    location: texasLocation(name),
  })),
  ...oklahoma.map((name) => ({
    name,
    kind: 'County' as const,
    state: 'OK' as const,
    location: 'oklahoma-city-ok' as const,
  })),
  ...newMexico.map((name) => ({
    name,
    kind: 'County' as const,
    state: 'NM' as const,
    location: 'hobbs-nm' as const,
  })),
  ...louisiana.map((name) => ({
    name,
    kind: 'Parish' as const,
    state: 'LA' as const,
    location: 'shreveport-la' as const,
  })),
];

/** The Texas region lists, for the test that checks each name is a real Texas county. */
export const texasRegions = { fromLongview, fromTyler, fromMidland, texas };
